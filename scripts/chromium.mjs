// The system's Chromium or Chrome: CHROME_PATH, else Debian's Chromium, else a Chrome or Chromium
// installed where chrome-launcher (Lighthouse's finder) looks on Linux, macOS and Windows. Nothing
// here downloads a browser.
import { existsSync } from "node:fs"
import { Launcher } from "chrome-launcher"

const DEBIAN = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]

/** Why no browser can be used, in one sentence, or null when one can. */
export function chromiumProblem() {
  const { CHROME_PATH } = process.env
  if (CHROME_PATH)
    return existsSync(CHROME_PATH)
      ? null
      : `CHROME_PATH is ${CHROME_PATH}, which does not exist: point it at a Chrome or Chromium binary.`
  return found()
    ? null
    : "The browser tests need Chromium or Chrome and found neither: install it (Debian and Ubuntu: apt-get install -y chromium; macOS and Windows: Google Chrome) or set CHROME_PATH to its binary."
}

const found = () =>
  DEBIAN.find((candidate) => existsSync(candidate)) ?? Launcher.getInstallations()[0]

/** The browser's binary; throws the sentence of `chromiumProblem` when there is none. */
export function chromiumPath() {
  const problem = chromiumProblem()
  if (problem) throw new Error(problem)
  return process.env.CHROME_PATH || found()
}

// Headless on a closed network: without these, Chromium's background calls are refused, many at a time.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The visit counter's host never resolves: a page of a test site built as a deploy asks for its
  // pixel (e2e/visits.spec.ts answers it), and no request ever reaches GoatCounter.
  "--host-resolver-rules=MAP *.goatcounter.com ~NOTFOUND",
]
