/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pageLikeFiles } from "../../gatsby/site-files/static-files"

// After the build, no file it published under /static/ may start like a page
// (gatsby/site-files/static-files.ts): whatever its name, as a browser given no type reads it.

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")

// A public folder of the test's own, holding `files` under static/.
function publicFolder(files: Record<string, string | Buffer>) {
  const publicDir = mkdtempSync(path.join(tmpdir(), "static-files-"))
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(publicDir, "static", name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
  }
  return publicDir
}

const said = (file: string, tag: string) =>
  `${file} starts like a web page ("${tag}"), which a browser given no type would open as one, running its scripts on the site: it was made from the content (a query's column, a chart's title, a linked file), so change what made it`

describe("the files the build published under /static/", () => {
  it("stop the build where one starts like a page, named with the tag it starts with", () => {
    const publicDir = publicFolder({
      // A result's CSV as the build wrote it before its header was quoted.
      "sql/query-1-0123456789.csv": "<html><script>alert(document.domain)</script>,n\n0,1\n",
      "charts/sixty-points-0123456789.csv": '"<html><script>alert(1)</script>"\n0\n',
      "0a1b/notes.txt": "\uFEFF\n  <svg onload=alert(1)>",
      "notebooks/0a1b.png": Buffer.concat([PNG, Buffer.from("<script>alert(1)</script>")]),
      "notebooks/picture.png": "<!DOCTYPE html><p>not a picture</p>",
      "islands/page-0a1b.js": 'var page="<html>"',
      "2c3d/data.json": '{"note": "<script>alert(1)</script>"}',
      "4e5f/late.txt": `${" ".repeat(2048)}<html>`,
      "sql/rain-0123456789.zip": "PK\x03\x04<html>",
    })
    const at = (name: string) => path.join(publicDir, "static", name)
    expect(pageLikeFiles(publicDir).sort()).toEqual(
      [
        said(at("sql/query-1-0123456789.csv"), "<html"),
        said(at("0a1b/notes.txt"), "<svg"),
        said(at("notebooks/picture.png"), "<!DOCTYPE"),
      ].sort(),
    )
  })

  it("are none to judge when there is no static folder", () => {
    expect(pageLikeFiles(mkdtempSync(path.join(tmpdir(), "static-files-")))).toEqual([])
  })
})
