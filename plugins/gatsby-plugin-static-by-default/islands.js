// @ts-check
// Builds the site's islands for the browser (README.md): each folder of the islands folder with an
// `island.ts` or `island.tsx` module is an island of that name. esbuild makes each one an ES module
// of one file, named by a digest of its content, under /static/islands/, and what the islands
// import on demand (import()) a build of its own, in files that load only then. Each island's entry
// calls the module's default export with the page's elements that carry data-island="<name>".
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
 * An output file and every chunk it imports statically, in esbuild's metafile: what the browser
 * loads with it.
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
 * What every build of the islands shares: browser modules, minified, with the site's stand-ins,
 * environment and path prefix.
 * @param {{ pathPrefix: string, alias: Record<string, string> }} options
 * @returns {import("esbuild").BuildOptions}
 */
const browserModules = ({ pathPrefix, alias }) => ({
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  jsx: "automatic",
  jsxImportSource: "@emotion/react",
  // `gatsby` in an island is its withPrefix (islands-gatsby.ts), with the site's path prefix.
  alias: { gatsby: path.join(__dirname, "islands-gatsby.ts"), ...alias },
  define: { ...environment(), __PATH_PREFIX__: JSON.stringify(pathPrefix) },
  legalComments: "none",
  logLevel: "silent",
})

const RESOLVING = Symbol("resolving")

/**
 * An esbuild plugin that makes the island's entry (`island-entry`) and leaves each module it
 * imports on demand (import()) out of the bundle: `onDynamicImport` gets the module's path and
 * says what the import() is to load.
 * @param {{ name: string, module: string }} island
 * @param {(module: string) => string} onDynamicImport
 * @returns {import("esbuild").Plugin}
 */
const islandEntry = (island, onDynamicImport) => ({
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
    build.onResolve(
      { filter: /.*/ },
      async ({ path: imported, kind, resolveDir, importer, pluginData }) => {
        // esbuild's own resolution of the module, which comes back here marked.
        if (kind !== "dynamic-import" || pluginData === RESOLVING) return undefined
        const resolved = await build.resolve(imported, {
          kind,
          resolveDir,
          importer,
          pluginData: RESOLVING,
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        return { path: onDynamicImport(resolved.path), external: true }
      },
    )
  },
})

/**
 * The modules the islands import on demand (import()), built together, each part with the chunks
 * it shares with the others. Returns, by module (its path from the working directory), the
 * addresses its import() loads: the part's script first.
 * @param {string[]} parts the modules' paths
 * @param {{ outdir: string, pathPrefix: string, alias: Record<string, string>, address: (output: string) => string }} options
 * @returns {Promise<Record<string, string[]>>}
 */
async function buildParts(parts, { outdir, pathPrefix, alias, address }) {
  if (parts.length === 0) return {}
  const { metafile } = await esbuild.build({
    ...browserModules({ pathPrefix, alias }),
    entryPoints: parts,
    splitting: true,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    publicPath: `${pathPrefix}${ISLANDS_PATH}`,
    metafile: true,
  })
  return Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([file, { entryPoint }]) => entryPoint && file.endsWith(".js"))
      .map(([file, { entryPoint }]) => [
        String(entryPoint),
        staticClosure(file, metafile.outputs).map(address),
      ]),
  )
}

/**
 * One island's script, a single file that runs with nothing else to fetch first: a module a page
 * loads is a request, a compile and an evaluation on the main thread, however small
 * (docs/performance.md). What it imports on demand is imported by `parts`' addresses.
 * @param {{ name: string, module: string }} island
 * @param {{ outdir: string, pathPrefix: string, alias: Record<string, string>, address: (output: string) => string, parts: Record<string, string[]> }} options
 */
async function buildIsland(island, { outdir, pathPrefix, alias, address, parts }) {
  /** @type {string[]} */
  const onDemand = []
  const { metafile } = await esbuild.build({
    ...browserModules({ pathPrefix, alias }),
    entryPoints: [{ in: "island-entry", out: island.name }],
    plugins: [
      islandEntry(island, (module) => {
        const part = path.relative(process.cwd(), module).split(path.sep).join("/")
        onDemand.push(part)
        return parts[part][0]
      }),
    ],
    outdir,
    entryNames: "[name]-[hash]",
    metafile: true,
  })
  const [output] = Object.keys(metafile.outputs).filter((file) => file.endsWith(".js"))
  return {
    src: address(output),
    onDemand: Object.fromEntries(onDemand.map((part) => [part, parts[part]])),
  }
}

/**
 * The modules the islands import on demand, from their paths: each island bundled once, without
 * writing it, to find them.
 * @param {Array<{ name: string, module: string }>} islands
 * @param {{ pathPrefix: string, alias: Record<string, string> }} options
 */
async function partsOf(islands, options) {
  const found = new Set()
  await Promise.all(
    islands.map((island) =>
      esbuild.build({
        ...browserModules(options),
        entryPoints: ["island-entry"],
        plugins: [islandEntry(island, (module) => (found.add(module), module))],
        write: false,
        minify: false,
      }),
    ),
  )
  return [...found]
}

/**
 * Builds every island of `dir` into `publicDir`/static/islands/. Returns the list of them: each
 * island's name, its script's address, and the scripts it imports on demand, all under
 * `pathPrefix`.
 * @param {{ dir: string, publicDir?: string, pathPrefix?: string, alias?: Record<string, string> }} options
 * @returns {Promise<import("./built-islands").BuiltIslands>}
 */
async function buildIslands({ dir, publicDir = "public", pathPrefix = "", alias = {} }) {
  const outdir = path.join(publicDir, ...ISLANDS_PATH.split("/"))
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const address = (/** @type {string} */ output) =>
    `${pathPrefix}${ISLANDS_PATH}${path.relative(outdir, output).split(path.sep).join("/")}`
  const islands = islandsIn(dir)
  const parts = await buildParts(await partsOf(islands, { pathPrefix, alias }), {
    outdir,
    pathPrefix,
    alias,
    address,
  })
  const built = await Promise.all(
    islands.map((island) => buildIsland(island, { outdir, pathPrefix, alias, address, parts })),
  )
  /** @type {import("./built-islands").BuiltIslands} */
  return Object.fromEntries(islands.map(({ name }, index) => [name, built[index]]))
}

module.exports = { ISLANDS_PATH, buildIslands, islandsIn }
