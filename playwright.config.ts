import { defineConfig, devices } from "@playwright/test"
import { existsSync } from "node:fs"
import { SINK_PORT, SITE_PORT } from "./e2e/test-site.mjs"

// Debian's Chromium (or whichever system Chrome CHROME_PATH names): no browser download, ever.
const chromePath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((path) =>
    existsSync(path),
  )

if (!chromePath) {
  throw new Error(
    "No Chromium found: install Debian's (apt-get install -y chromium) or set CHROME_PATH.",
  )
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Each test file sets the widths it is about (see e2e/viewports.ts).
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The production build in public/ (npm run test:browser builds it first) and the mail sink
  // its contact form sends to.
  webServer: [
    {
      command: `node scripts/run-mail-sink.mjs --port ${SINK_PORT} --outbox test-results/outbox.jsonl`,
      url: `http://127.0.0.1:${SINK_PORT}/outbox`,
      reuseExistingServer: false,
    },
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
