// @ts-check
// What a case study's link may publish, on a content folder of the test's own: every kind of the
// table by its name and its content, and every refusal in its sentence: node --test packages/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { PUBLISHED_KINDS, isPublishable, linkProblem } = requireHere("../index")

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")
const JPEG = Buffer.from("ffd8ffe000104a46494600", "hex")
const WEBP = Buffer.concat([Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1")])
const AVIF = Buffer.from("\0\0\0\x1cftypavif\0\0\0\0", "latin1")
// What runs if a browser ever opens the file as a page.
const SCRIPT = '<script>fetch("/ran")</script>'

// One file of every kind the site publishes, each carrying a script that must never run.
const publishable = {
  "report.pdf": `%PDF-1.4\n${SCRIPT}\n`,
  "notes.txt": `Notes, then ${SCRIPT}\n`,
  "notes.md": `# Notes\n\n${SCRIPT}\n`,
  "chart.png": Buffer.concat([PNG, Buffer.from(SCRIPT)]),
  "photo.jpg": JPEG,
  "photo.JPEG": JPEG,
  "photo.webp": WEBP,
  "photo.avif": AVIF,
  "anim.gif": `GIF89a${SCRIPT}`,
  "data.csv": `day,note\n2024-01-01,${SCRIPT}\n`,
  "data.tsv": "day\tamount\n2024-01-01\t3\n",
  "data.json": `{"note": "${SCRIPT.replace(/"/g, '\\"')}"}\n`,
  "data.yaml": "- day: 2024-01-01\n",
  "model.yml": "models: []\n",
  "data.parquet": "PAR1\0\0\0",
  "book.xlsx": "PK\x03\x04\x14\0\0\0",
  "study.ipynb": '{"cells": [], "nbformat": 4}\n',
  "query.sql": "select 1;\n",
  "model.py": "print(1)\n",
  "model.R": "x <- 1\n",
}

const page = `<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'">${SCRIPT}`
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/ran\')"></svg>'

function folder() {
  const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "published-")), "content")
  const study = path.join(contentDir, "studies")
  mkdirSync(study, { recursive: true })
  const files = {
    ...publishable,
    "page.html": page,
    "page.HTML": page,
    "page.htm": page,
    "page.xhtml": page,
    "page%2ehtml": page,
    "evil.svg": svg,
    "evil.svgz": Buffer.from([0x1f, 0x8b, 8, 0]),
    "x.js": 'fetch("/ran")',
    "x.mjs": 'fetch("/ran")',
    "x.wasm": Buffer.from([0, 0x61, 0x73, 0x6d]),
    "feed.xml": '<?xml version="1.0"?><feed/>',
    "letter.docx": "PK\x03\x04",
    noextension: "text",
    "page.csv": `<html>${SCRIPT}`,
    "spaced.csv": `\uFEFF \n\t<!DOCTYPE html>${SCRIPT}`,
    "comment.md": "<!-- a note -->\n# Notes\n",
    "script.txt": `${SCRIPT}\n`,
    "svg.json": svg,
    "text.png": "not a picture\n",
    "pdf.csv": "%PDF-1.4\n",
    "binary.csv": Buffer.from([0x61, 0, 0x62]),
  }
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(study, name), content)
  return { contentDir, place: { dir: study, contentDir } }
}

describe("a link to a file the site publishes", () => {
  it("passes for every kind of the table, judged by its name and its content", () => {
    const { place } = folder()
    for (const name of Object.keys(publishable)) assert.equal(linkProblem(name, place), null, name)
    const extensions = PUBLISHED_KINDS.flatMap((kind) => kind.extensions)
    const named = Object.keys(publishable).map((name) => path.extname(name).slice(1).toLowerCase())
    assert.deepEqual([...new Set(named)].sort(), [...extensions].sort())
  })

  it("refuses a page, an SVG, a script or XML with what to publish instead", () => {
    const { place } = folder()
    const page =
      "is a web page, whose scripts would run on the site when opened: export the page as PDF and link the PDF, or link its web address"
    const picture =
      "is an SVG picture, whose scripts would run on the site when opened: convert it to PNG and link (or show) the PNG"
    const script =
      "is a script, which the site's own pages are allowed to run: put its code in a ```js code block of the case study, or link it on GitHub"
    const expected = {
      "page.html": page,
      "page.HTML": page,
      "page.htm": page,
      "page.xhtml": page,
      "evil.svg": picture,
      "evil.svgz": picture,
      "x.js": script,
      "x.mjs": script,
      "x.wasm": script,
      "feed.xml":
        "is an XML file, whose scripts a browser may run: save its data as CSV or JSON and link that",
    }
    for (const [name, ending] of Object.entries(expected))
      assert.equal(linkProblem(name, place), `the link "${name}" ${ending}`)
  })

  it("refuses any other kind, naming the kinds it publishes", () => {
    const { place } = folder()
    for (const name of ["letter.docx", "noextension", "page%2ehtml"])
      assert.equal(
        linkProblem(name, place),
        `the link "${name}" is not a kind of file the site publishes (PDF, text, Markdown, PNG, JPEG, WebP, AVIF, GIF, CSV, TSV, JSON, YAML, Parquet, Excel, Jupyter notebook, SQL, Python or R, by their usual extensions): save it as one of them, or link its web address`,
      )
  })

  it("refuses a file whose content is not what its name says", () => {
    const { place } = folder()
    const startsLike = (/** @type {string} */ tag, /** @type {string} */ kind) =>
      `starts like a web page ("${tag}"), which a browser given no type would open as one and run its scripts: save it as plain ${kind}, starting with its own text`
    const expected = {
      "page.csv": startsLike("<html", "CSV"),
      "spaced.csv": startsLike("<!DOCTYPE", "CSV"),
      "comment.md": startsLike("<!--", "Markdown"),
      "script.txt": startsLike("<script", "text"),
      "svg.json": startsLike("<svg", "JSON"),
      "text.png":
        "is not a PNG file by its content: save it again as PNG, or name it by what it is",
      "pdf.csv":
        "is not CSV text by its content (it holds binary bytes or another format's signature): save it as CSV text",
      "binary.csv":
        "is not CSV text by its content (it holds binary bytes or another format's signature): save it as CSV text",
    }
    for (const [name, ending] of Object.entries(expected))
      assert.equal(linkProblem(name, place), `the link "${name}" ${ending}`)
  })

  it("refuses a query or a fragment after the file's name, and a path that names no file", () => {
    const { contentDir, place } = folder()
    assert.equal(
      linkProblem("report.pdf#page=2", place),
      'the link "report.pdf#page=2" has a query or a fragment after the file\'s name, which the site cannot publish: link the file alone ("report.pdf")',
    )
    assert.equal(
      linkProblem("data.csv?download=1", place),
      'the link "data.csv?download=1" has a query or a fragment after the file\'s name, which the site cannot publish: link the file alone ("data.csv")',
    )
    assert.equal(
      linkProblem("page%2Ehtml", place),
      `the link "page%2Ehtml" goes to no file (its path is relative to the case study): link a file inside ${contentDir}/, a page of the site by its address (/projects/…/) or a web address`,
    )
  })
})

describe("a link that is no file", () => {
  it("is a web, e-mail or telephone address, or refused", () => {
    const { place } = folder()
    for (const url of ["https://example.org/x.html", "mailto:a@b.example", "tel:+2341", "#top"])
      assert.equal(linkProblem(url, place), null, url)
    for (const url of ["javascript:fetch('/ran')", "data:text/html,<script>", "file:///etc/passwd"])
      assert.equal(
        linkProblem(url, place),
        `the link "${url}" is not a web address (https://…), an e-mail address (mailto:) or a path: a link of another scheme (javascript:, data:, file:) is refused`,
      )
  })
})

describe("the copy of linked files", () => {
  it("publishes only what a link may publish: a second wall behind the checks", () => {
    const { contentDir, place } = folder()
    const publishableFile = isPublishable(contentDir)
    for (const name of Object.keys(publishable))
      assert.equal(publishableFile(path.join(place.dir, name)), true, name)
    for (const name of ["page.html", "page.HTML", "evil.svg", "x.js", "page.csv", "text.png"])
      assert.equal(publishableFile(path.join(place.dir, name)), false, name)
    assert.equal(publishableFile(path.join(contentDir, "..", "outside.csv")), false)
  })
})
