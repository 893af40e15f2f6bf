// @ts-check
// Builds the site's islands for the browser (README.md): each island (island-rule.js) becomes, with
// esbuild, an ES module of one file, named by a digest of its content, under /static/islands/, and
// each module the islands import on demand (import()) a build of its own, loaded only then. Each
// island's entry calls the module's default export with the page's elements that carry
// data-island="<name>".
const { existsSync, mkdirSync, readdirSync, rmSync } = require("node:fs")
const path = require("node:path")
const esbuild = require("esbuild")
const { ISLAND_ATTRIBUTE, ISLAND_MODULES, islandOf } = require("./island-rule")

// Where the built islands are served from, under the site's path prefix.
const ISLANDS_PATH = "/static/islands/"

/**
 * The islands in `dir`: each one's name, and its module.
 * @param {string} dir
 * @returns {Array<{ name: string, module: string }>}
 */
function islandsIn(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = ISLAND_MODULES.map((module) => path.join(entry.name, module)).find((module) =>
        existsSync(path.join(dir, module)),
      )
      const name = file && islandOf(file)
      return name ? [{ name, module: path.resolve(dir, file) }] : []
    })
}

/**
 * The entry of an island: its module, started with the page's elements that carry its name.
 * @param {{ name: string, module: string }} island
 */
const entryOf = ({ name, module }) =>
  `import start from ${JSON.stringify(module)}\n` +
  `start(Array.from(document.querySelectorAll(${JSON.stringify(`[${ISLAND_ATTRIBUTE}="${name}"]`)})))\n`

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
 * An output file and every chunk it imports statically, in esbuild's metafile: what the browser
 * loads with it.
 * @param {string} output an output file, relative to the working directory
 * @param {import("esbuild").Metafile["outputs"]} outputs
 * @returns {string[]}
 */
function staticClosure(output, outputs, seen = new Set()) {
  if (seen.has(output)) return []
  seen.add(output)
  return [
    output,
    ...(outputs[output]?.imports ?? [])
      .filter((imported) => imported.kind === "import-statement")
      .flatMap((imported) => staticClosure(imported.path, outputs, seen)),
  ]
}

/**
 * esbuild's options for every build of the islands: one ES module for the browser, minified, its
 * files named by their content under `outdir`, served under the site's path prefix.
 * @param {{ outdir: string, pathPrefix: string, alias: Record<string, string> }} options
 * @returns {import("esbuild").BuildOptions}
 */
const buildOptions = ({ outdir, pathPrefix, alias }) => ({
  bundle: true,
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
  logLevel: "silent",
})

/**
 * The modules islands import on demand, each built once however many islands import it, alone with
 * the chunks it shares with the modules it imports on demand in turn. Returns the function that
 * builds one (or gives the build already made): the addresses of its file first, then of the
 * chunks it imports.
 * @param {import("esbuild").BuildOptions} options
 * @param {(output: string) => string} address
 */
function onDemandBuilds(options, address) {
  /** @type {Map<string, Promise<string[]>>} each module imported on demand: the files it loads */
  const parts = new Map()
  /** @param {string} module */
  return function buildPart(module) {
    if (!parts.has(module))
      parts.set(
        module,
        esbuild
          .build({ ...options, entryPoints: [module], splitting: true, metafile: true })
          .then(({ metafile }) => {
            const [output] = Object.keys(metafile.outputs).filter(
              (file) => metafile.outputs[file].entryPoint && file.endsWith(".js"),
            )
            return staticClosure(output, metafile.outputs).map(address)
          }),
      )
    return /** @type {Promise<string[]>} */ (parts.get(module))
  }
}

// The mark of esbuild's own resolution of an import(), asked from inside the island's plugin.
const RESOLVING = Symbol("resolving")

/**
 * The esbuild plugin of an island's build: its entry (entryOf), and each import() of a module
 * turned into the address of that module's own build, whose files it records in `onDemand` by
 * the module's path from the working directory.
 * @param {{ name: string, module: string }} island
 * @param {(module: string) => Promise<string[]>} buildPart
 * @param {Record<string, string[]>} onDemand
 * @returns {import("esbuild").Plugin}
 */
const islandEntry = (island, buildPart, onDemand) => ({
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
    build.onResolve({ filter: /.*/ }, async (args) => {
      // esbuild's own resolution of the module, which comes back here marked.
      if (args.kind !== "dynamic-import" || args.pluginData === RESOLVING) return undefined
      const { path: module, errors } = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: RESOLVING,
      })
      if (errors.length > 0) return { errors }
      const files = await buildPart(module)
      onDemand[path.relative(process.cwd(), module).split(path.sep).join("/")] = files
      return { path: files[0], external: true }
    })
  },
})

/**
 * Builds the islands for the browser. An island is one file that imports nothing before it runs: a
 * module a page loads is a request, a compile and an evaluation on the main thread, however small
 * (docs/performance.md). Each module an island imports on demand (import()) is a build of its own,
 * made first and imported by its address: one file when it is alone, with chunks only for what it
 * shares with the modules it imports on demand in turn (the contact form's React, with its
 * toasts'). Files are named by their content, so that a long cache never serves an old one.
 * @param {{ outdir: string, pathPrefix: string, alias: Record<string, string> }} settings
 */
function islandBuilds(settings) {
  const { outdir, pathPrefix } = settings
  const address = (/** @type {string} */ output) =>
    `${pathPrefix}${ISLANDS_PATH}${path.relative(outdir, output).split(path.sep).join("/")}`
  const options = buildOptions(settings)
  const buildPart = onDemandBuilds(options, address)

  /**
   * An island: its entry starts its module with the page's elements that carry its name. Returns
   * its script's address, and the files of each module it imports on demand (by its path from the
   * working directory).
   * @param {{ name: string, module: string }} island
   */
  async function buildIsland(island) {
    /** @type {Record<string, string[]>} */
    const onDemand = {}
    const { metafile } = await esbuild.build({
      ...options,
      entryPoints: [{ in: "island-entry", out: island.name }],
      metafile: true,
      plugins: [islandEntry(island, buildPart, onDemand)],
    })
    const [output] = Object.keys(metafile.outputs).filter((file) => file.endsWith(".js"))
    // A page's islands run together in one module, each in a function of its own
    // (pages.js): an island imports and exports nothing at its top.
    const { imports, exports } = metafile.outputs[output]
    if (exports.length > 0 || imports.some(({ kind }) => kind !== "dynamic-import"))
      throw new Error(
        `The island "${island.name}" was built with an import or an export at its top.`,
      )
    return { src: address(output), onDemand }
  }

  return { buildIsland }
}

/**
 * Builds every island of `dir` into `publicDir`/static/islands/. Returns the list of them: each
 * island's name, its script's address, and the scripts it imports on demand, by module, all under
 * `pathPrefix`.
 * @param {{ dir: string, publicDir?: string, pathPrefix?: string, alias?: Record<string, string> }} options
 * @returns {Promise<import("./built-islands").BuiltIslands>}
 */
async function buildIslands({ dir, publicDir = "public", pathPrefix = "", alias = {} }) {
  const outdir = path.join(publicDir, ...ISLANDS_PATH.split("/"))
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const { buildIsland } = islandBuilds({ outdir, pathPrefix, alias })
  const islands = islandsIn(dir)
  const built = await Promise.all(islands.map(buildIsland))
  /** @type {import("./built-islands").BuiltIslands} */
  return Object.fromEntries(islands.map(({ name }, index) => [name, built[index]]))
}

module.exports = { ISLANDS_PATH, buildIslands, islandsIn }
