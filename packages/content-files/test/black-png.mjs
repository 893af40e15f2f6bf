// @ts-check
// A real PNG of any size, every pixel black, one bit each: the rows compress to almost nothing, so
// that a picture of 64 million pixels (or 900 million) is a file of kilobytes. What a stranger's
// pull request can send to make a build decode gigabytes.
import { crc32, deflateSync } from "node:zlib"

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * @param {number} width
 * @param {number} height
 */
export function blackPng(width, height) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  // One bit a pixel, greyscale; deflate, no filter, no interlace.
  header.set([1, 0, 0, 0, 0], 8)
  // Each row: its filter byte (none) and its pixels, all 0.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}
