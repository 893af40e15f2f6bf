// @ts-check
// A page's islands as one module: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { buildIslands } = require("../islands.js")
const { pageIslandsScript, remakePageIslands } = require("../page-islands.js")

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

async function builtSite() {
  const publicDir = mkdtempSync(path.join(tmpdir(), "public-"))
  const cacheDir = mkdtempSync(path.join(tmpdir(), "cache-"))
  const built = await buildIslands({ dir: islandsFolder(), publicDir, pathPrefix: "/portfolio" })
  const islands = (/** @type {string[]} */ ...names) =>
    names.map((name) => ({ name, src: built[name].src }))
  const file = (/** @type {string} */ address) =>
    path.join(publicDir, address.replace(/^\/portfolio/, ""))
  return { built, islands, file, options: { publicDir, cacheDir } }
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

describe("pageIslandsScript", () => {
  it("gives a page with one island that island's own script", async () => {
    const { islands, options } = await builtSite()
    const [greeting] = islands("greeting")
    assert.equal(pageIslandsScript([greeting], options), greeting.src)
  })

  it("gives a page with several one module, which starts each in a scope of its own", async () => {
    const { islands, file, options } = await builtSite()
    const src = pageIslandsScript(islands("greeting", "farewell"), options)
    assert.match(src, /^\/portfolio\/static\/islands\/page-[0-9a-f]{12}\.js$/)
    const { record, reported } = await run(file(src))
    assert.deepEqual(record, [
      ["farewell", 2],
      ["greeting", 2],
    ])
    assert.deepEqual(reported, [])
  })

  it("reports an island's error and starts the others", async () => {
    const { islands, file, options } = await builtSite()
    const { record, reported } = await run(
      file(pageIslandsScript(islands("greeting", "broken", "farewell"), options)),
    )
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
    const { islands, file, options } = await builtSite()
    const first = pageIslandsScript(islands("greeting", "farewell"), options)
    const second = pageIslandsScript(islands("farewell", "greeting"), options)
    assert.equal(second, first)
    assert.notEqual(pageIslandsScript(islands("greeting", "broken"), options), first)
    const written = readdirSync(path.dirname(file(first))).filter((name) =>
      name.startsWith("page-"),
    )
    assert.equal(written.length, 2)
  })
})

describe("remakePageIslands", () => {
  it("makes again, after the islands are built again, each module a page rendered", async () => {
    const { built, islands, file, options } = await builtSite()
    const src = pageIslandsScript(islands("greeting", "farewell"), options)
    // A new build empties the islands' folder; the pages, unchanged, are not rendered again.
    rmSync(file(src))
    remakePageIslands(built, options)
    assert.ok(existsSync(file(src)))
    assert.deepEqual((await run(file(src))).record.length, 2)
  })

  it("forgets a combination with an island that is gone", async () => {
    const { built, islands, file, options } = await builtSite()
    const src = pageIslandsScript(islands("greeting", "farewell"), options)
    rmSync(file(src))
    const rebuilt = { ...built }
    delete rebuilt.farewell
    remakePageIslands(rebuilt, options)
    assert.ok(!existsSync(file(src)))
    assert.deepEqual(readdirSync(path.join(options.cacheDir, "page-islands")), [])
  })
})
