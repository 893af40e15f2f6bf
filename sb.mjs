import { chromium } from "playwright-core"
import { gzipSync } from "node:zlib"
import { serveStatic } from "./scripts/static-server.mjs"
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs"
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })
for (const dir of ["public", "bench/floor/public"]) {
  const server = await serveStatic(dir, 0)
  const page = await browser.newPage()
  const scripts = []
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      scripts.push(
        r.body().then((b) => [r.url().split("/").pop(), gzipSync(b, { level: 9 }).length]),
      )
  })
  await page.goto(server.origin + "/", { waitUntil: "networkidle" })
  const sizes = await Promise.all(scripts)
  console.log(
    dir,
    sizes.reduce((s, [, n]) => s + n, 0),
    JSON.stringify(sizes),
  )
  await server.close()
}
await browser.close()
