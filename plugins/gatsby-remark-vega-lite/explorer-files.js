// @ts-check
// The live chart's files (explorer.mjs bundled for the browser with Vega, vega-interpreter and
// vega-tooltip, and explorer.css), under /static/charts/, named by a digest of their content so
// that a long cache never serves an old one. Made once per build, on the first call.
const { mkdirSync, readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const esbuild = require("esbuild")
const { digest } = require("content-files")

/** @type {{ js: string, css: string, name: string } | undefined} */
let made

function explorerFiles() {
  if (made) return made
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(__dirname, "explorer.mjs")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    write: false,
  })
  const js = outputFiles[0].text
  const css = readFileSync(path.join(__dirname, "explorer.css"), "utf8")
  made = { js, css, name: `explorer-${digest(js + css, 10)}` }
  return made
}

/** The live chart's script on the site, from its root, without the site's path prefix. */
const explorerScriptPath = () => `/static/charts/${explorerFiles().name}.js`

/** Writes the script and its style sheet into the site's public folder, `publicDir`. */
function writeExplorer(/** @type {string} */ publicDir) {
  const { js, css, name } = explorerFiles()
  const dir = path.join(publicDir, "static", "charts")
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${name}.js`), js)
  writeFileSync(path.join(dir, `${name}.css`), css)
}

module.exports = { explorerScriptPath, writeExplorer }
