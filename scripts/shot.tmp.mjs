import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "/work/main/scripts/chromium.mjs"
const [url, out, width = "1440", scheme = "light", full = "full"] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme,
  isMobile: Number(width) < 500,
  hasTouch: Number(width) < 500,
})
const messages = []
page.on("console", (m) => messages.push(m.type() + ": " + m.text()))
await page.goto(url, { waitUntil: "networkidle" })
if (url.includes("#")) await page.locator(url.slice(url.indexOf("#"))).scrollIntoViewIfNeeded()
await page.screenshot({ path: out, fullPage: full === "full" })
console.log(messages.join("\n"))
await browser.close()
