// @ts-check
// The page's scripts after its first paint: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"
import vm from "node:vm"

const require = createRequire(import.meta.url)
const { scriptSourcesOf, scriptsAfterFirstPaint } = require("../paint-first.js")

// The end of a page as Gatsby's scripts slice writes it.
const page =
  '<p>Hello</p><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/portfolio/webpack-runtime-1.js" async></script>' +
  '<script src="/portfolio/framework-2.js" async></script>' +
  '<script src="/portfolio/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>'

describe("scriptsAfterFirstPaint", () => {
  it("adds the page's scripts, in their order, in the frame after the first one", () => {
    const html = scriptsAfterFirstPaint(page)
    assert.doesNotMatch(html, /<script src=/)
    assert.match(html, /^<p>Hello<\/p><script>window\.___webpackCompilationHash="abc";<\/script>/)
    assert.match(html, /<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/)
    // Run the loader in a page of its own: nothing until a frame, then each script once, in order.
    const loader = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(html)?.[1] ?? ""
    /** @type {string[]} */
    const added = []
    /** @type {Array<() => void>} */
    const frames = []
    /** @type {Array<() => void>} */
    const timers = []
    const document = {
      createElement: () => ({}),
      body: { appendChild: (/** @type {{ src: string }} */ script) => added.push(script.src) },
    }
    vm.runInNewContext(loader, {
      document,
      requestAnimationFrame: (/** @type {() => void} */ callback) => frames.push(callback),
      setTimeout: (/** @type {() => void} */ callback) => timers.push(callback),
    })
    assert.deepEqual(added, [])
    frames.forEach((frame) => frame())
    assert.deepEqual(added, [])
    timers.forEach((timer) => timer())
    assert.deepEqual(added, [
      "/portfolio/webpack-runtime-1.js",
      "/portfolio/framework-2.js",
      "/portfolio/app-3.js",
    ])
  })

  it("reads the scripts a page loads, through the loader as from Gatsby's tags", () => {
    const sources = [
      "/portfolio/webpack-runtime-1.js",
      "/portfolio/framework-2.js",
      "/portfolio/app-3.js",
    ]
    assert.deepEqual(scriptSourcesOf(page), sources)
    assert.deepEqual(scriptSourcesOf(scriptsAfterFirstPaint(page)), sources)
  })

  it("leaves a page without Gatsby's scripts as it is", () => {
    const html = "<p>No scripts</p><script>var a = 1</script>"
    assert.equal(scriptsAfterFirstPaint(html), html)
  })
})
