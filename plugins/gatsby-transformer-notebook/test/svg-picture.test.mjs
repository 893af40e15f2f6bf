// @ts-check
// A notebook's SVG figure drawn as a PNG: at twice its size, within the pixel limit, and with
// nothing of the build machine's files in it: node --test plugins/.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { MAX_PIXELS, svgToPng } from "../svg-picture.mjs"

const pngSize = (/** @type {Buffer} */ png) => [png.readUInt32BE(16), png.readUInt32BE(20)]

const figure = (/** @type {string} */ inside) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30pt" height="15pt"><rect width="10" height="10" fill="red"/>${inside}</svg>`

describe("an SVG figure as a PNG", () => {
  it("is drawn at twice its own size, the same bytes each time", async () => {
    const drawn = await svgToPng(figure(""), [])
    assert.deepEqual([drawn.width, drawn.height, ...pngSize(drawn.png)], [40, 20, 80, 40])
    assert.deepEqual((await svgToPng(figure(""), [])).png, drawn.png)
  })

  it("stays within the pixel limit however large it says it is", async () => {
    const drawn = await svgToPng(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"/>',
      [],
    )
    const [width, height] = pngSize(drawn.png)
    assert.deepEqual([drawn.width, drawn.height], [100000, 50000])
    assert.ok(width * height <= MAX_PIXELS && width > 1000, `${width} x ${height}`)
  })

  it("draws no file of the machine that it names, however it names it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "svg-picture-"))
    const picture = (await svgToPng(figure(""), [])).png
    const secret = path.join(dir, "secret.png")
    writeFileSync(secret, picture)
    const plain = (await svgToPng(figure(""), [])).png
    const image = (/** @type {string} */ href) =>
      `<image href="${href}" x="10" y="0" width="30" height="15"/>`
    // The test can see a picture drawn in: the same one, given as data, changes the drawing.
    const inline = await svgToPng(
      figure(image(`data:image/png;base64,${picture.toString("base64")}`)),
      [],
    )
    assert.notDeepEqual(inline.png, plain)
    for (const named of [
      image(secret),
      image(`file://${secret}`),
      image(path.relative(process.cwd(), secret)),
      `<filter id="f"><feImage href="${secret}"/></filter><rect width="40" height="20" filter="url(#f)"/>`,
    ])
      assert.deepEqual((await svgToPng(figure(named), [])).png, plain, named)
  })
})
