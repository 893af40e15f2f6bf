// @ts-check
// Builds the site's islands for the browser (README.md): each folder of the islands folder with an
// `island.ts` or `island.tsx` module is an island of that name. esbuild makes each one an ES module
// named by a digest of its content, with what it imports on demand (import()) in chunks of their
// own, under /static/islands/. Each island's entry calls the module's default export with the
// page's elements that carry data-island="<name>".
const { existsSync, mkdirSync, readdirSync, rmSync } = require("node:fs")
const path = require("node:path")
const esbuild = require("esbuild")

// Where the built islands are served from, under the site's path prefix.
const ISLANDS_PATH = "/static/islands/"

/**
 * The islands in `dir`: each folder's name, and its module.
 * @param {string} dir
 * @returns {Array<{ name: string, module: string }>}
 */
function islandsIn(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const module = ["island.ts", "island.tsx"]
        .map((file) => path.resolve(dir, entry.name, file))
        .find((file) => existsSync(file))
      return module ? [{ name: entry.name, module }] : []
    })
}

/**
 * The entry of an island: its module, started with the page's elements that carry its name.
 * @param {{ name: string, module: string }} island
 */
const entryOf = ({ name, module }) =>
  `import start from ${JSON.stringify(module)}\n` +
  `start(Array.from(document.querySelectorAll(${JSON.stringify(`[data-island="${name}"]`)})))\n`

/**
 * What the browser must load before an island starts: its entry and every chunk it imports
 * statically, in esbuild's metafile (not what it imports with import(), which loads on demand).
 * @param {string} output an output file, relative to the working directory
 * @param {import("esbuild").Metafile["outputs"]} outputs
 * @returns {string[]}
 */
function staticClosure(output, outputs, seen = new Set()) {
  if (seen.has(output)) return []
  seen.add(output)
  const imports = outputs[output]?.imports ?? []
  return [
    output,
    ...imports
      .filter((imported) => imported.kind === "import-statement")
      .flatMap((imported) => staticClosure(imported.path, outputs, seen)),
  ]
}

/**
 * What an island imports on demand (import()), by module (its path from the working directory):
 * the module's script and the chunks it imports that the island has not loaded.
 * @param {string} output
 * @param {import("esbuild").Metafile["outputs"]} outputs
 * @returns {Record<string, string[]>}
 */
function onDemandOf(output, outputs) {
  const loaded = new Set(staticClosure(output, outputs))
  /** @type {Record<string, string[]>} */
  const found = {}
  const visit = (/** @type {string} */ file) => {
    for (const imported of outputs[file]?.imports ?? []) {
      const module = outputs[imported.path]?.entryPoint
      if (imported.kind !== "dynamic-import" || !module || found[module]) continue
      found[module] = staticClosure(imported.path, outputs).filter((part) => !loaded.has(part))
      visit(imported.path)
    }
  }
  for (const file of loaded) visit(file)
  return found
}

/**
 * The values of the environment that Gatsby builds into browser code (GATSBY_*), and the mode.
 * @returns {Record<string, string>}
 */
const environment = () => ({
  "process.env.NODE_ENV": JSON.stringify("production"),
  ...Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith("GATSBY_"))
      .map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  ),
})

/**
 * One island, built on its own so that a page loads nothing another island needs: its entry as
 * `<name>-<digest>.js`, with what it imports on demand in chunks of their own. Returns what
 * buildIslands lists of it.
 * @param {{ name: string, module: string }} island
 * @param {{ outdir: string, pathPrefix: string, alias: Record<string, string> }} options
 */
async function buildIsland(island, { outdir, pathPrefix, alias }) {
  const { metafile } = await esbuild.build({
    entryPoints: [{ in: "island-entry", out: island.name }],
    plugins: [
      {
        name: "island-entry",
        setup(build) {
          build.onResolve({ filter: /^island-entry$/ }, () => ({
            path: island.name,
            namespace: "island",
          }))
          build.onLoad({ filter: /.*/, namespace: "island" }, () => ({
            contents: entryOf(island),
            resolveDir: path.dirname(island.module),
          }))
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    publicPath: `${pathPrefix}${ISLANDS_PATH}`,
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // `gatsby` in an island is its withPrefix (islands-gatsby.ts), with the site's path prefix.
    alias: { gatsby: path.join(__dirname, "islands-gatsby.ts"), ...alias },
    define: { ...environment(), __PATH_PREFIX__: JSON.stringify(pathPrefix) },
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
  })
  const address = (/** @type {string} */ output) =>
    `${pathPrefix}${ISLANDS_PATH}${path.relative(outdir, output).split(path.sep).join("/")}`
  const [output] = Object.entries(metafile.outputs).find(
    ([file, { entryPoint }]) => entryPoint?.startsWith("island:") && file.endsWith(".js"),
  ) ?? [""]
  const [entry, ...imports] = staticClosure(output, metafile.outputs)
  return {
    src: address(entry),
    imports: imports.map(address),
    onDemand: Object.fromEntries(
      Object.entries(onDemandOf(output, metafile.outputs)).map(([module, files]) => [
        module,
        files.map(address),
      ]),
    ),
  }
}

/**
 * Builds every island of `dir` into `publicDir`/static/islands/. Returns the list of them: each
 * island's name, its script's address, the scripts it imports before it runs and those it imports
 * on demand, all under `pathPrefix`.
 * @param {{ dir: string, publicDir?: string, pathPrefix?: string, alias?: Record<string, string> }} options
 * @returns {Promise<import("./built-islands").BuiltIslands>}
 */
async function buildIslands({ dir, publicDir = "public", pathPrefix = "", alias = {} }) {
  const outdir = path.join(publicDir, ...ISLANDS_PATH.split("/"))
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const islands = islandsIn(dir)
  const built = await Promise.all(
    islands.map((island) => buildIsland(island, { outdir, pathPrefix, alias })),
  )
  /** @type {import("./built-islands").BuiltIslands} */
  return Object.fromEntries(islands.map(({ name }, index) => [name, built[index]]))
}

module.exports = { ISLANDS_PATH, buildIslands, islandsIn }
