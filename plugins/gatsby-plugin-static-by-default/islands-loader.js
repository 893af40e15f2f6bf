// @ts-check
// The line every built page with islands carries (README.md, "How a page loads its islands"): the
// typed source loader.ts, built by esbuild into the inline script, with the names it shares with
// the build; and the block of data it reads, which names the page's module and when it starts.
const path = require("node:path")

// The block of data: the module to run, and when.
const DATA_ATTRIBUTE = "data-islands"

// Events that say a visitor has started to use the page.
const FIRST_USE = ["pointerdown", "keydown", "focusin", "scroll"]

// A mouse's move starts the page too, but does not try a failed module again.
const FIRST_MOVE = "pointermove"

/** @type {string | undefined} */
let built

/**
 * The loader, as it is inlined in every page with islands: loader.ts, built once a process (esbuild
 * is loaded then: the tools that read a page's block of data need none of it).
 * @returns {string}
 */
function loaderScript() {
  built ??= require("esbuild")
    .buildSync({
      entryPoints: [path.join(__dirname, "loader.ts")],
      bundle: true,
      write: false,
      format: "iife",
      target: "es2020",
      minify: true,
      legalComments: "none",
      logLevel: "silent",
      define: {
        DATA_ATTRIBUTE: JSON.stringify(DATA_ATTRIBUTE),
        FIRST_USE: JSON.stringify(FIRST_USE),
        FIRST_MOVE: JSON.stringify(FIRST_MOVE),
      },
    })
    .outputFiles[0].text.trim()
  return built
}

/**
 * The block of data a page carries for its islands, as JSON: `src`, the module of them all, and
 * `start`, "with-page" when one of them starts with the page, or else "on-first-use".
 * @param {{ src: string, start: "with-page" | "on-first-use" }} islands
 */
const islandsData = ({ src, start }) => JSON.stringify({ src, start })

/**
 * The module a built page loads for its islands, from its HTML, and when: for tools that weigh it
 * (npm run bench).
 * @param {string} html
 * @returns {{ src: string, start: "with-page" | "on-first-use" } | null}
 */
function islandsOf(html) {
  const data = new RegExp(`<script[^>]*\\s${DATA_ATTRIBUTE}[^>]*>([^<]*)</script>`).exec(html)
  return data ? JSON.parse(data[1]) : null
}

module.exports = { DATA_ATTRIBUTE, FIRST_MOVE, FIRST_USE, islandsData, islandsOf, loaderScript }
