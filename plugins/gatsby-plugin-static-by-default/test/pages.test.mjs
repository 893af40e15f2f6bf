// @ts-check
// Each built page's islands, read from its HTML's marks once the pages are built, and their script:
// node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { ISLANDS_PATH, buildIslands } = require("../islands.js")
const { islandsOf, loaderScript } = require("../islands-loader.js")
const { writePagesIslands } = require("../pages.js")

// Three islands that each write into the page's record what they did, one of which fails.
function islandsFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "islands-"))
  const island = (/** @type {string} */ name, /** @type {string} */ body) => {
    mkdirSync(path.join(dir, name))
    writeFileSync(
      path.join(dir, name, "island.ts"),
      `const done: string[] = []\nexport default function start(roots: unknown[]) {\n${body}\n}\n`,
    )
  }
  // Each declares `done` at its top: the islands share no scope.
  island(
    "greeting",
    'done.push("greeting"); (globalThis as any).record.push([...done, roots.length])',
  )
  island(
    "farewell",
    'done.push("farewell"); (globalThis as any).record.push([...done, roots.length])',
  )
  island("broken", 'throw new Error("broken island")')
  return dir
}

// A page as Gatsby writes it, with `body` in its body.
const pageHtml = (/** @type {string} */ body) =>
  `<!DOCTYPE html><html><head><title>A page</title></head><body><div id="___gatsby">${body}</div></body></html>`

// An element of each island named, as useIsland marks it.
const marks = (/** @type {string[]} */ ...names) =>
  names.map((name) => `<div data-island="${name}"></div>`).join("")

// A built site with the islands above, and its pages, each path with the HTML of its body.
async function builtSite(/** @type {Record<string, string>} */ pages, untrusted = "data-owner") {
  const publicDir = mkdtempSync(path.join(tmpdir(), "public-"))
  const built = await buildIslands({ dir: islandsFolder(), publicDir, pathPrefix: "/portfolio" })
  const islandsDir = path.join(publicDir, ...ISLANDS_PATH.split("/"))
  const htmlFile = (/** @type {string} */ pagePath) => path.join(publicDir, pagePath, "index.html")
  for (const [pagePath, body] of Object.entries(pages)) {
    mkdirSync(path.dirname(htmlFile(pagePath)), { recursive: true })
    writeFileSync(htmlFile(pagePath), pageHtml(body))
  }
  const write = () =>
    writePagesIslands({ pagePaths: Object.keys(pages), publicDir, islandsDir, built, untrusted })
  const problems = write()
  const html = (/** @type {string} */ pagePath) => readFileSync(htmlFile(pagePath), "utf8")
  const file = (/** @type {string} */ address) =>
    path.join(publicDir, address.replace(/^\/portfolio/, ""))
  return { built, problems, write, html, file, islandsDir, htmlFile }
}

// Runs a module as a page would, with a page of two elements for each island; returns what the
// islands did, and the errors reported.
async function run(/** @type {string} */ file) {
  const record = /** @type {unknown[]} */ ([])
  const reported = /** @type {unknown[]} */ ([])
  const { setTimeout: original } = globalThis
  Object.assign(globalThis, {
    record,
    document: { querySelectorAll: () => [{}, {}] },
    // An error reported the way a browser reports an uncaught one.
    setTimeout: (/** @type {() => void} */ callback) => {
      try {
        callback()
      } catch (error) {
        reported.push(error)
      }
    },
  })
  try {
    await import(`${file}?${Math.random()}`)
  } finally {
    Object.assign(globalThis, { setTimeout: original })
    for (const name of ["record", "document"]) Reflect.deleteProperty(globalThis, name)
  }
  return { record, reported }
}

describe("a page's islands' script", () => {
  it("gives a page with one island that island's own script, and the loader after it", async () => {
    const { built, problems, html } = await builtSite({ "/one/": marks("greeting") })
    assert.deepEqual(problems, [])
    assert.deepEqual(islandsOf(html("/one/")), { src: built.greeting.src, start: "on-first-use" })
    assert.ok(html("/one/").endsWith(`<script>${loaderScript()}</script></body></html>`))
  })

  it("gives a page with several one module, which starts each in a scope of its own", async () => {
    const { html, file } = await builtSite({ "/two/": marks("greeting", "farewell", "greeting") })
    const src = islandsOf(html("/two/"))?.src ?? ""
    assert.match(src, /^\/portfolio\/static\/islands\/page-[0-9a-f]{12}\.js$/)
    const { record, reported } = await run(file(src))
    assert.deepEqual(record, [
      ["farewell", 2],
      ["greeting", 2],
    ])
    assert.deepEqual(reported, [])
  })

  it("reports an island's error and starts the others", async () => {
    const { html, file } = await builtSite({ "/three/": marks("greeting", "broken", "farewell") })
    const { record, reported } = await run(file(islandsOf(html("/three/"))?.src ?? ""))
    assert.deepEqual(record, [
      ["farewell", 2],
      ["greeting", 2],
    ])
    assert.deepEqual(
      reported.map((error) => (error instanceof Error ? error.message : error)),
      ["broken island"],
    )
  })

  it("names the module by its content: the same islands, in any order, one file", async () => {
    const { html, islandsDir } = await builtSite({
      "/a/": marks("greeting", "farewell"),
      "/b/": marks("farewell", "greeting"),
      "/c/": marks("greeting", "broken"),
    })
    const first = islandsOf(html("/a/"))?.src
    assert.equal(islandsOf(html("/b/"))?.src, first)
    assert.notEqual(islandsOf(html("/c/"))?.src, first)
    const written = readdirSync(islandsDir).filter((name) => name.startsWith("page-"))
    assert.equal(written.length, 2)
  })

  it("starts with the page when one of its islands says so", async () => {
    const { html } = await builtSite({
      "/late/": `${marks("farewell")}<template data-island="greeting" data-island-start="with-page"></template>`,
    })
    assert.equal(islandsOf(html("/late/"))?.start, "with-page")
  })

  it("gives a page without islands no script", async () => {
    const { html } = await builtSite({ "/none/": "<p>Text</p>" })
    assert.equal(html("/none/"), pageHtml("<p>Text</p>"))
  })

  it("adds no island for a mark inside HTML the site did not render", async () => {
    const { html, built } = await builtSite({
      "/owner/": `${marks("greeting")}<div data-owner="">${marks("farewell", "broken")}</div>`,
    })
    assert.deepEqual(islandsOf(html("/owner/")), { src: built.greeting.src, start: "on-first-use" })
  })

  it("gives a page an earlier build wrote, and Gatsby did not render again, this build's script", async () => {
    const { html, htmlFile, write, built } = await builtSite({ "/kept/": marks("greeting") })
    const earlier = html("/kept/").replace(built.greeting.src, "/portfolio/static/islands/old.js")
    writeFileSync(htmlFile("/kept/"), earlier)
    write()
    assert.deepEqual(islandsOf(html("/kept/")), { src: built.greeting.src, start: "on-first-use" })
    assert.equal(html("/kept/").split(`<script type="application/json"`).length, 2)
    assert.equal(html("/kept/").split(loaderScript()).length, 2)
  })

  it("names each page that marks an island the build did not make, and gives it no script", async () => {
    const { problems, html } = await builtSite({ "/typo/": marks("greeting", "greting") })
    assert.deepEqual(problems, [
      '/typo/: the page renders the island "greting", which the build did not make: is there a ' +
        "folder of that name with an island.ts or island.tsx module in the islands folder?",
    ])
    assert.equal(islandsOf(html("/typo/")), null)
  })
})
