import { createHash } from "node:crypto"
import { expect, prefixOf, test } from "./content"
import { desktop } from "./viewports"

// Every page of the sitemap has its own share card (gatsby/share-cards/share-cards.ts): a 1200 x
// 630 PNG under 300 KB, named by its bytes, with the Open Graph and Twitter tags a feed reads, its
// alt naming the page. Runs for both owners' sites; the pages come from the built sitemap, not from
// this file.

test.use(desktop)

// A PNG's size, from its header (the IHDR chunk, first after the signature).
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a")
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR")
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test("every page has its own share card: a 1200 x 630 PNG under 300 KB that names the page", async ({
  page,
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("sitemap-0.xml")).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    new URL(loc).pathname.slice(prefixOf(baseURL).length + 1),
  )
  expect(pages).toContain("")
  const cards = new Map<string, string>()
  for (const path of pages) {
    await page.goto(path || "./")
    const meta = (selector: string) => page.locator(selector).getAttribute("content")
    const image = String(await meta('meta[property="og:image"]'))
    const name = new RegExp(
      `^https?://[^/]+${prefixOf(baseURL)}/static/share/[a-z0-9-]+-([0-9a-f]{10})\\.png$`,
    )
    expect(image, path).toMatch(name)
    expect(await meta('meta[property="og:image:width"]')).toBe("1200")
    expect(await meta('meta[property="og:image:height"]')).toBe("630")
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(await meta('meta[name="twitter:image"]')).toBe(image)
    // The alt names the page as its title does: "Churn Early Warning · Quinn" is the card of
    // "Churn Early Warning".
    const [named] = (await page.title()).split(" · ")
    const alt = String(await meta('meta[property="og:image:alt"]'))
    expect(alt, path).toContain(named)
    expect(await meta('meta[name="twitter:image:alt"]')).toBe(alt)

    const served = await request.get(new URL(image).pathname)
    expect(served.status()).toBe(200)
    expect(served.headers()["content-type"]).toMatch(/^image\/png/)
    const bytes = await served.body()
    expect(pngSize(bytes), path).toEqual([1200, 630])
    expect(bytes.length, path).toBeLessThan(300_000)
    // Named by its bytes: the same content gives the same card, and a new one a new address.
    const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 10)
    expect(image.match(name)?.[1]).toBe(digest)
    cards.set(path, image)
  }
  expect(new Set(cards.values()).size, "one card per page").toBe(cards.size)
})

test("a card is a picture of its page, readable at a feed's size", async ({ page, request }) => {
  await page.goto("./")
  const image = String(await page.locator('meta[property="og:image"]').getAttribute("content"))
  const bytes = await (await request.get(new URL(image).pathname)).body()
  // Drawn in the browser at half size, as a feed shows it: the words' dark pixels are there.
  await page.setContent(
    `<img alt="" style="display:block" width="600" height="315" src="data:image/png;base64,${bytes.toString("base64")}">`,
  )
  const dark = await page.locator("img").evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement("canvas")
    canvas.width = 600
    canvas.height = 315
    const context = canvas.getContext("2d")
    context?.drawImage(img, 0, 0, 600, 315)
    const { data } = context?.getImageData(0, 0, 300, 315) ?? { data: [] }
    let count = 0
    for (let index = 0; index < data.length; index += 4)
      if (data[index] + data[index + 1] + data[index + 2] < 200) count++
    return count
  })
  // The left half holds the name and the headline in dark text.
  expect(dark).toBeGreaterThan(400)
})
