// @ts-check
// The islands' build and the pages' Speculation Rules: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { buildIslands, islandsIn } = require("../islands.js")
const { speculationRules } = require("../speculation-rules.js")

// A site's islands folder: an island with the page's elements, one that loads a part on demand (which
// loads another) and reads the build's environment, and a folder that is no island.
function islandsFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "islands-"))
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write(
    "greeting/island.ts",
    "export default function start(roots: Array<{ textContent: string }>) {\n" +
      '  for (const root of roots) root.textContent = "Hello"\n}\n',
  )
  write(
    "later/island.ts",
    'export default () => import("./part").then(({ part }) => part(process.env.GATSBY_GREETING))\n',
  )
  write(
    "later/part.ts",
    'export const part = (text?: string) => import("./detail").then(({ detail }) => detail(text))\n',
  )
  write("later/detail.ts", "export const detail = (text?: string) => text\n")
  write("notes/README.md", "Not an island.\n")
  return dir
}

describe("buildIslands", () => {
  it("builds each folder with an island module, named by its content, under the prefix", async () => {
    const dir = islandsFolder()
    assert.deepEqual(
      islandsIn(dir).map((/** @type {{ name: string }} */ island) => island.name),
      ["greeting", "later"],
    )
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"))
    process.env.GATSBY_GREETING = "Hi from the build"
    const built = await buildIslands({ dir, publicDir, pathPrefix: "/portfolio" })
    delete process.env.GATSBY_GREETING
    assert.deepEqual(Object.keys(built), ["greeting", "later"])
    const file = (/** @type {string} */ address) =>
      path.join(publicDir, address.replace(/^\/portfolio/, ""))
    for (const { src } of Object.values(built)) {
      assert.match(src, /^\/portfolio\/static\/islands\/(greeting|later)-[A-Z0-9]{8}\.js$/)
      assert.ok(existsSync(file(src)), src)
      // One file: the island runs with nothing else to fetch first.
      assert.doesNotMatch(readFileSync(file(src), "utf8"), /(^|;)\s*import\s*["'{*]/)
    }
    // What an island imports on demand is a file of its own, by the module it comes from: one
    // file, which imports what it needs on demand in turn by its address.
    assert.deepEqual(built.greeting.onDemand, {})
    const [module, ...others] = Object.keys(built.later.onDemand)
    assert.deepEqual(others, [])
    assert.ok(module.endsWith(path.join("later", "part.ts")), module)
    assert.equal(built.later.onDemand[module].length, 1)
    const part = readFileSync(file(built.later.onDemand[module][0]), "utf8")
    assert.doesNotMatch(part, /(^|;)\s*import\s*["'{*]/)
    const [, detail] = /import\(["']([^"']+)["']\)/.exec(part) ?? []
    assert.ok(detail && existsSync(file(detail)), detail)
    // The entry imports it with import(), by its address, and does not hold it.
    const [chunk] = built.later.onDemand[module]
    const entry = readFileSync(file(built.later.src), "utf8")
    assert.match(entry, new RegExp(`import\\(["'][^"']*${path.basename(chunk)}["']\\)`))
    // The build's GATSBY_ variables are built in, as Gatsby builds them into its bundles.
    const code = [built.later.src, ...built.later.onDemand[module]]
      .map((address) => readFileSync(file(address), "utf8"))
      .join("\n")
    assert.match(code, /Hi from the build/)
    assert.doesNotMatch(code, /process\.env/)
  })

  it("refuses an island folder whose name a page could not carry", () => {
    const dir = islandsFolder()
    mkdirSync(path.join(dir, "Contact Form"))
    writeFileSync(path.join(dir, "Contact Form", "island.ts"), "export default () => {}\n")
    assert.throws(() => islandsIn(dir), /"Contact Form" needs a name of lower-case letters/)
  })

  it("starts an island with the page's elements that carry its name", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"))
    const built = await buildIslands({ dir: islandsFolder(), publicDir })
    const roots = [{ textContent: "" }, { textContent: "" }]
    /** @type {string[]} */
    const asked = []
    Object.assign(globalThis, {
      document: {
        querySelectorAll: (/** @type {string} */ selector) => (asked.push(selector), roots),
      },
    })
    try {
      await import(path.join(publicDir, built.greeting.src))
    } finally {
      Reflect.deleteProperty(globalThis, "document")
    }
    assert.deepEqual(asked, ['[data-island="greeting"]'])
    assert.deepEqual(roots, [{ textContent: "Hello" }, { textContent: "Hello" }])
  })
})

describe("speculationRules", () => {
  it("fetches and prerenders the site's pages on intent, not files or links that open elsewhere", () => {
    const rules = JSON.parse(speculationRules("/portfolio"))
    assert.deepEqual(Object.keys(rules), ["prefetch", "prerender"])
    for (const [{ where, eagerness }] of Object.values(rules)) {
      assert.equal(eagerness, "moderate")
      assert.deepEqual(where.and[0], {
        or: [{ href_matches: "/portfolio/" }, { href_matches: "/portfolio/*/" }],
      })
      assert.deepEqual(where.and[1], { not: { selector_matches: "[download], [target]" } })
    }
  })
})

describe("the islands' loader", () => {
  const { DATA_ATTRIBUTE, islandsData, islandsOf } = require("../islands-loader.js")

  it("names the page's module and when it starts, for tools to read back", () => {
    for (const start of /** @type {const} */ (["on-first-use", "with-page"])) {
      const data = islandsData({ src: "/static/islands/page-A.js", start })
      const html = `<body><p>Text</p><script type="application/json" ${DATA_ATTRIBUTE}="">${data}</script></body>`
      assert.deepEqual(islandsOf(html), { src: "/static/islands/page-A.js", start })
    }
    assert.equal(islandsOf("<body><p>No islands</p></body>"), null)
  })
})
