// @ts-check
// Static by default (README.md): in the browser bundle of a production build, code that only the
// server needs is swapped for stand-ins, so it neither ships nor hydrates.
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { scriptsAfterFirstPaint } = require("./paint-first")

/** @param {string} file */
const here = (file) => path.join(__dirname, file)

// What each kind of module is in the browser bundle.
/** @type {Array<[RegExp, string]>} */
const browserStandIns = [
  // A *.static.tsx module: its default export becomes a root element that keeps the server's HTML.
  [/\.static$/, here("static-root.browser.tsx")],
  // StaticPart: the element stays React's, what is inside keeps the server's HTML.
  [/\/static-part$/, here("static-part.browser.tsx")],
  // A *.head.tsx module, a page's Head: complete in the HTML, so there is none in the browser.
  [/\.head$/, here("server-only-head.ts")],
]

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    serverOnlyData: Joi.array()
      .items(
        Joi.object({
          template: Joi.string().required(),
          fields: Joi.array().items(Joi.string()).min(1).required(),
        }),
      )
      .default([])
      .description(
        "What only a template's static parts read of its page data (a case study's HTML): left out of the page data the browser fetches. Each field is a path in the page data's result, in its query's data or its page context (data.project.caseStudy.html, pageContext.resume); the template's path is relative to the site.",
      ),
  })

// Only `gatsby build`'s browser bundle: `gatsby develop` renders every page in the browser, so
// there every part is interactive.
/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: browserStandIns.map(([request, standIn]) =>
      plugins.normalModuleReplacement(request, standIn),
    ),
  })
}

/**
 * Deletes the field at `keys` of `data`, if it is there.
 * @param {any} data
 * @param {string[]} keys
 */
function leaveOut(data, keys) {
  const parent = keys.slice(0, -1).reduce((at, key) => at?.[key], data)
  if (parent && typeof parent === "object") delete parent[keys[keys.length - 1]]
}

// Every built page paints before its scripts run (paint-first.js).
function scriptsAfterPaintInEveryPage(publicDir = "public") {
  const pages = /** @type {string[]} */ (
    readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  )
    .filter((file) => file.endsWith(".html") && !file.startsWith(`_gatsby${path.sep}`))
    .map((file) => path.join(publicDir, file))
    .filter((file) => statSync(file).isFile())
  for (const file of pages) {
    const html = readFileSync(file, "utf8")
    const changed = scriptsAfterFirstPaint(html)
    if (changed !== html) writeFileSync(file, changed)
  }
}

// The page data a browser fetches holds what the page's query gave, to render the page again: a
// static part is not rendered again, so what only it reads (a case study's whole HTML, already in
// the page) is left out of the built page data, and reaches the browser once.
/** @type {import("gatsby").GatsbyNode["onPostBuild"]} */
exports.onPostBuild = ({ getNodesByType }, options) => {
  scriptsAfterPaintInEveryPage()
  const { serverOnlyData = [] } =
    /** @type {{ serverOnlyData?: Array<{ template: string, fields: string[] }> }} */ (
      /** @type {unknown} */ (options)
    )
  for (const { template, fields } of serverOnlyData) {
    const component = path.resolve(template)
    for (const page of getNodesByType("SitePage")) {
      if (path.resolve(String(page.component)) !== component) continue
      const route = String(page.path).replace(/^\/|\/$/g, "") || "index"
      const file = path.join("public", "page-data", route, "page-data.json")
      if (!existsSync(file)) continue
      const pageData = JSON.parse(readFileSync(file, "utf8"))
      for (const field of fields) leaveOut(pageData.result, field.split("."))
      writeFileSync(file, JSON.stringify(pageData))
    }
  }
}
