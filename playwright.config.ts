import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs"
import {
  FIXTURE_CONTENT,
  FIXTURE_OWNER_DIR,
  FIXTURE_OWNER_PORT,
  FIXTURE_OWNER_PREFIX,
  FLOOR_PORT,
  OWNER_DIR,
  SINK_PORT,
  SITE_PORT,
} from "./e2e/test-site.mjs"

// Debian's Chromium (scripts/chromium.mjs): no browser download, ever.
export default defineConfig<{ contentDir: string }>({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}/`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
  },
  // Each test file sets the widths it is about (see e2e/viewports.ts). Every test runs on the
  // owner's site; the tests that compare the page with its content run on a second owner's site
  // too, built from the tests' own content folder as a project site under a path prefix.
  projects: [
    { name: "owner", use: { ...devices["Desktop Chrome"], contentDir: "content" } },
    {
      name: "second owner",
      testMatch:
        /\/(content|case-study|charts|notebook|resume|seo|prerender|images|sql|dashboards|skills|chart-explorer|chart-reader|budget|share-cards|offscreen-blocks|first-use|published-files|views|visits)\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        contentDir: FIXTURE_CONTENT,
        baseURL: `http://127.0.0.1:${FIXTURE_OWNER_PORT}${FIXTURE_OWNER_PREFIX}/`,
      },
    },
  ],
  // The owner's production build (npm run test:browser builds it first, in a copy) served with the
  // security headers of its _headers file, the mail sink its contact form sends to, the second
  // owner's build, and the framework floor for the byte budget.
  webServer: [
    {
      command:
        `node scripts/run-mail-sink.mjs --port ${SINK_PORT} --outbox test-results/outbox.jsonl ` +
        `--allow-origin http://127.0.0.1:${SITE_PORT} --allow-origin http://127.0.0.1:${FIXTURE_OWNER_PORT}`,
      url: `http://127.0.0.1:${SINK_PORT}/outbox`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/run-static-server.mjs --dir ${OWNER_DIR}/public --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/run-static-server.mjs --dir ${FIXTURE_OWNER_DIR}/public --port ${FIXTURE_OWNER_PORT} --prefix ${FIXTURE_OWNER_PREFIX}`,
      url: `http://127.0.0.1:${FIXTURE_OWNER_PORT}${FIXTURE_OWNER_PREFIX}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/run-static-server.mjs --dir bench/floor/public --port ${FLOOR_PORT}`,
      url: `http://127.0.0.1:${FLOOR_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
