// @ts-check
// A Jupyter notebook (a File node of an .ipynb) becomes a JupyterNotebook node whose content is
// Markdown (convert.mjs), which gatsby-transformer-remark then renders as it renders a .md case
// study: the notebook's case study is the MarkdownRemark child of its JupyterNotebook.
const { mkdirSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { caseStudyKind, loadCaseStudyOf, withMadeFilesDir } = require("case-study")
const { dataObjects } = require("chart-spec")
const { digest, hasScheme, linkProblem, logText, problemList } = require("content-files")
const { createFileNodeFromBuffer } = require("gatsby-source-filesystem")
const { notebookProblems } = require("./checks")
const { svgDrawer } = require("./svg-box")

/** @type {ReturnType<typeof svgDrawer> | undefined} */
let drawer

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: a notebook's images and a chart's data must be inside it (gatsby-config.ts passes CONTENT_DIR).",
      ),
    publicDir: Joi.string()
      .required()
      .description("The site's public folder, where a notebook's images are published."),
    fontFiles: Joi.array()
      .items(Joi.string())
      .default([])
      .description(
        "The fonts (TrueType or OpenType files) an SVG figure's text is drawn with, as the PNG the page shows; no system font is used.",
      ),
  })

/** @type {import("gatsby").GatsbyNode["createSchemaCustomization"]} */
exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(`
    type JupyterNotebook implements Node @childOf(types: ["File"]) @dontInfer {
      absolutePath: String!
      dir: String!
      file: File! @link(from: "parent")
    }
    type File implements Node {
      "A notebook's output kept as a file: the digest of its bytes."
      hash: String
    }
  `)
}

/** @type {import("gatsby").GatsbyNode["shouldOnCreateNode"]} */
exports.shouldOnCreateNode = ({ node }) =>
  /** @type {{ internal: { type: string } }} */ (node).internal.type === "File" &&
  caseStudyKind(String(node.absolutePath)) === "notebook"

// The link to `file` in the Markdown of the notebook in `dir`: relative, with / as separator.
const linkFrom = (/** @type {string} */ dir, /** @type {string} */ file) =>
  path.relative(dir, file).split(path.sep).join("/")

// A chart's spec written elsewhere than its notebook: its data files, relative to the notebook,
// become relative to the spec.
function relocated(/** @type {any} */ spec, /** @type {string} */ from, /** @type {string} */ to) {
  const copy = structuredClone(spec)
  for (const data of dataObjects(copy))
    if (typeof data.url === "string" && !hasScheme(data.url))
      data.url = linkFrom(to, path.resolve(from, data.url))
  return copy
}

/** @type {import("gatsby").GatsbyNode["onCreateNode"]} */
exports.onCreateNode = async (args, options) => {
  const { node, actions, createNodeId, createContentDigest, reporter, cache } = args
  const { contentDir, publicDir, fontFiles } =
    /** @type {{ contentDir: string, publicDir: string, fontFiles: string[] }} */ (
      /** @type {unknown} */ (options)
    )
  const file = String(node.absolutePath)
  const name = path.relative(process.cwd(), file)
  // The site's content checks stopped the build before Gatsby started for a notebook a project
  // names; here a notebook no project names (one kept beside the case studies), or one changed
  // under `gatsby develop`, becomes no page, and the owner hears why.
  const problems = notebookProblems(file, contentDir, "a case study")
  const { notebook } = loadCaseStudyOf(file, contentDir, "notebook")
  if (problems.length || !notebook) {
    reporter.warn(
      problemList(
        `The notebook ${name} is not shown: it has`,
        problems,
        'content/README.md, "Notebooks"',
      ),
    )
    return
  }
  const notebookDir = path.dirname(file)
  // Its charts' specs, in this plugin's own cache (the content folder is never written), which
  // gatsby-remark-vega-lite reads through the guard from the folder the node names.
  const chartsDir = path.join(cache.directory, "charts")
  const keep = async (/** @type {Buffer} */ buffer, /** @type {string} */ ext) => {
    const fileNode = await createFileNodeFromBuffer({
      buffer,
      hash: digest(buffer),
      name: "output",
      ext,
      parentNodeId: node.id,
      createNode: actions.createNode,
      createNodeId,
      cache,
    })
    return linkFrom(notebookDir, fileNode.absolutePath)
  }
  const files = {
    image: keep,
    chart: async (/** @type {object} */ spec) => {
      const dir = path.join(chartsDir, digest(JSON.stringify(spec)))
      mkdirSync(dir, { recursive: true })
      const specFile = path.join(dir, "chart.vl.json")
      writeFileSync(specFile, JSON.stringify(relocated(spec, notebookDir, dir)))
      return linkFrom(notebookDir, specFile)
    },
    publish: async (/** @type {Buffer} */ bytes, /** @type {string} */ ext) => {
      const fileName = `${digest(bytes)}${ext}`
      const dir = path.join(publicDir, "static", "notebooks")
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, fileName), bytes)
      return `${args.pathPrefix ?? ""}/static/notebooks/${fileName}`
    },
    // In a box of its own, within its time and memory (svg-box.js).
    drawSvg: (/** @type {string} */ svg) => (drawer ??= svgDrawer({ fontFiles })).drawSvg(svg),
  }
  const { notebookToMarkdown } = await import("./convert.mjs")
  const { markdown, warnings } = await notebookToMarkdown(notebook, {
    name,
    files,
    linkProblem: (url) => linkProblem(url, { dir: notebookDir, contentDir }),
  })
  for (const warning of warnings) reporter.warn(logText(warning))

  const notebookNode = withMadeFilesDir(
    {
      id: createNodeId(`${node.id} >>> JupyterNotebook`),
      parent: node.id,
      children: [],
      absolutePath: file,
      dir: notebookDir,
      internal: {
        type: "JupyterNotebook",
        mediaType: "text/markdown",
        content: markdown,
        contentDigest: createContentDigest(markdown),
      },
    },
    chartsDir,
  )
  actions.createNode(notebookNode)
  actions.createParentChildLink({ parent: node, child: notebookNode })
}

// The figures' process, if one runs, ends with the build; a later figure starts another.
/** @type {import("gatsby").GatsbyNode["onPostBuild"]} */
exports.onPostBuild = async () => drawer?.close()
