// @ts-check
// An image of the content is refused past a stated count of pixels, read from its header before
// anything decodes it: a PNG of 64 million pixels in a few kilobytes, real, as sharp decodes it.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { blackPng } from "./black-png.mjs"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { MAX_IMAGE_PIXELS, imageProblem, imageSizeProblem } = requireHere("../index")
const sharp = requireHere("sharp")

const tooLarge =
  "is 8,000 x 8,000 pixels (64 million), more than the 50 million an image may have: make it smaller (2,000 pixels wide is more than the site shows)"

describe("an image's pixels", () => {
  const contentDir = mkdtempSync(path.join(tmpdir(), "images-"))
  const place = { dir: path.join(contentDir, "studies"), contentDir }
  mkdirSync(place.dir)
  writeFileSync(path.join(place.dir, "huge.png"), blackPng(8000, 8000))
  writeFileSync(path.join(place.dir, "large.png"), blackPng(7000, 7000))
  writeFileSync(
    path.join(place.dir, "torn.png"),
    Buffer.from("\x89PNG\r\n\x1a\nnot a header", "latin1"),
  )

  it("refuses an image past 50 million pixels by its header, and takes one within", async () => {
    assert.equal(MAX_IMAGE_PIXELS, 50_000_000)
    assert.equal(imageProblem("huge.png", place), `the image "huge.png" ${tooLarge}`)
    assert.equal(imageProblem("large.png", place), null)
    // The header is the image's own: sharp reads the same size from it, and decodes it.
    const huge = await sharp(path.join(place.dir, "huge.png")).metadata()
    assert.deepEqual([huge.width, huge.height], [8000, 8000])
  })

  it("refuses an image whose header gives no size, which nothing could decode", async () => {
    assert.equal(
      imageProblem("torn.png", place),
      'the image "torn.png" has no width and height in its header: save it again as a JPEG, PNG, WebP or AVIF image',
    )
    await assert.rejects(sharp(path.join(place.dir, "torn.png")).metadata())
  })

  it("takes a JPEG, a WebP and an AVIF image: their headers give their size", async () => {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
    for (const format of /** @type {const} */ (["jpeg", "webp", "avif"])) {
      const bytes = await picture.clone().toFormat(format).toBuffer()
      assert.equal(imageSizeProblem(bytes), null, format)
    }
  })
})
