// The system's Chromium (Debian's by default, or CHROME_PATH): nothing here downloads a browser.
import { existsSync } from "node:fs"

export function chromiumPath() {
  const path =
    process.env.CHROME_PATH ??
    ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((candidate) =>
      existsSync(candidate),
    )
  if (!path)
    throw new Error(
      "No Chromium found: install Debian's (apt-get install -y chromium) or set CHROME_PATH.",
    )
  return path
}

// Headless on a closed network: without these, Chromium's background calls are refused, many at a time.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
