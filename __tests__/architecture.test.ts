/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"

// Which folder may import which (docs/architecture.md, "Where the code lives"): dependencies run
// one way, a local package is used only through its front door and declares what it imports, and
// no module imports itself through others.

const root = path.resolve(__dirname, "..")
const workspaces = ["plugins", "packages"].flatMap((folder) =>
  readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`),
)

const allowed: Record<string, ReadonlyArray<string>> = {
  src: ["src"],
  gatsby: ["gatsby", "src/lib"],
  scripts: ["scripts", "gatsby", "src/lib"],
  e2e: ["e2e", "scripts", "gatsby", "src"],
  root: ["gatsby", "src"],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return ["node_modules", "floor", ".cache", "public", "fixtures"].includes(name)
        ? []
        : sourceFiles(file)
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [file] : []
  })
}

// Every module of the site: its folders, its workspaces and Gatsby's files at its root.
const siteSourceFiles = () => [
  ...["src", "gatsby", "scripts", "e2e", ...workspaces].flatMap((folder) =>
    sourceFiles(path.join(root, folder)),
  ),
  ...readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(root, name)),
]

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)["']([^"']+)["']/gm

// Every module a file imports: static imports (types too), dynamic imports and require calls.
const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => match[1])

// The same, each saying whether it is for types only: `import type`, or JSDoc's `import("x")` in a
// comment.
function typedImportsOf(file: string) {
  const text = readFileSync(file, "utf8")
  return [...text.matchAll(IMPORT)].map((match) => {
    const before = text.slice(0, match.index)
    const inComment =
      before.lastIndexOf("/*") > before.lastIndexOf("*/") ||
      before.slice(before.lastIndexOf("\n")).includes("//")
    return { specifier: match[1], typeOnly: inComment || /^import\s+type\b/.test(match[0]) }
  })
}

// The folder a resolved import lands in, as the table names folders.
function folderOf(target: string) {
  const relative = path.relative(root, target).split(path.sep)
  if (relative[0] === "src" && relative[1] === "lib") return "src/lib"
  if (relative[0] === "plugins" || relative[0] === "packages")
    return `${relative[0]}/${relative[1]}`
  return relative.length === 1 ? "root" : relative[0]
}

function violations(folder: string, files: string[]) {
  return files.flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      if (!specifier.startsWith(".")) return []
      const target = folderOf(path.resolve(path.dirname(file), specifier))
      const own = folderOf(file)
      const ok =
        target === own ||
        (allowed[folder] ?? []).some((allowedFolder) => target === allowedFolder) ||
        (target === "src/lib" && (allowed[folder] ?? []).includes("src"))
      return ok ? [] : [`${path.relative(root, file)} imports ${specifier}`]
    }),
  )
}

type PackageJson = {
  name: string
  exports?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const packageJson = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"))

// The package a bare specifier names: "vega-lite/build/x" is vega-lite, "@scope/a/b" is @scope/a.
const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]
const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(packageOf(specifier))

const localPackages = new Map(workspaces.map((dir) => [packageJson(dir).name, dir]))

// The file an import names, for the imports within the project: relative paths, and local packages
// through their exports; null for a package from npm.
function resolved(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier)
  else {
    const dir = localPackages.get(packageOf(specifier))
    if (!dir) return null
    const subpath = `.${specifier.slice(packageOf(specifier).length)}`
    const target = packageJson(dir).exports?.[subpath]
    if (!target) return null
    base = path.join(root, dir, target)
  }
  const candidates = [base, ...[".ts", ".tsx", ".js", ".mjs", ".json"].map((ext) => base + ext)]
  candidates.push(...[".ts", ".tsx", ".js"].map((ext) => path.join(base, `index${ext}`)))
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

// The cycles of the import graph: each strongly connected set of more than one module (Tarjan's).
function cycles(files: string[]) {
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .map((specifier) => resolved(file, specifier))
        .filter((target): target is string => target !== null && /\.(ts|tsx|js|mjs)$/.test(target)),
    ]),
  )
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const set: string[] = []
    let member: string
    do {
      member = stack.pop()!
      set.push(path.relative(root, member))
    } while (member !== file)
    if (set.length > 1 || (edges.get(file) ?? []).includes(file)) found.push(set.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}

// gatsby/'s folders, one concern each, in layers from the bottom up: a module imports its own
// folder and the folders of lower layers, never a folder of its own layer or a higher one
// (docs/architecture.md, "Where the code lives").
const GATSBY_LAYERS: ReadonlyArray<ReadonlyArray<string>> = [
  // The owner's files read and shaped (schemas, the table of content files, YAML, problems); the
  // site's vendored font.
  ["content", "fonts"],
  // The contact form's settings; what a share card holds and its drawing.
  ["emailjs", "share-cards"],
  // The files the build writes beside the pages: headers, icon sprite, editor schemas, scripts.
  ["site-files"],
  ["case-studies"],
  ["skills"],
  ["resume"],
  // The views of the site for a kind of role: their pages and résumés, over all the parts above.
  ["views"],
  // Every content check, over every part.
  ["checks"],
]

const gatsbyDir = path.join(root, "gatsby")
const layerOf = (folder: string) => GATSBY_LAYERS.findIndex((layer) => layer.includes(folder))

// The folder of gatsby/ a file is in ("" for gatsby/ itself), or null outside gatsby/.
function gatsbyFolderOf(file: string) {
  const relative = path.relative(gatsbyDir, file).split(path.sep)
  if (relative[0] === ".." || path.isAbsolute(relative[0])) return null
  return relative.length === 1 ? "" : relative[0]
}

// Whether `specifier`, imported by `file` in gatsby/, reaches a folder of gatsby/ in the file's own
// layer or a higher one, or gatsby/ itself.
function climbs(file: string, specifier: string) {
  if (!specifier.startsWith(".")) return false
  const own = gatsbyFolderOf(file)
  const target = gatsbyFolderOf(path.resolve(path.dirname(file), specifier))
  if (own === null || target === null || target === own) return false
  return layerOf(target) < 0 || layerOf(target) >= layerOf(own)
}

describe("gatsby/'s folders", () => {
  const files = sourceFiles(gatsbyDir)

  it("hold every module, each folder in a layer", () => {
    const outside = files.filter((file) => layerOf(gatsbyFolderOf(file) ?? "") < 0)
    expect(outside.map((file) => path.relative(root, file))).toEqual([])
    expect(new Set(files.map(gatsbyFolderOf)).size).toBeGreaterThan(5)
  })

  it("import only the folders of lower layers", () => {
    const climbing = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => climbs(file, specifier))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    )
    expect(climbing).toEqual([])
  })

  // A module named like a local package (gatsby/content-files.ts beside packages/content-files)
  // reads as that package in an import and in a message.
  it("name no module or folder like a local package", () => {
    const named = files.flatMap((file) =>
      path
        .relative(gatsbyDir, file)
        .split(path.sep)
        .map((part) => part.replace(/\.(ts|tsx|js|mjs)$/, ""))
        .filter((name) => localPackages.has(name))
        .map((name) => `${path.relative(root, file)} is named like the package ${name}`),
    )
    expect([...new Set(named)]).toEqual([])
  })

  it("the check can fail: an import up a layer, across one, or to gatsby/ itself is found", () => {
    const content = path.join(gatsbyDir, "content", "a.ts")
    const checks = path.join(gatsbyDir, "checks", "a.ts")
    expect(
      [
        [content, "../skills/b"],
        [content, "../fonts/b"],
        [content, "../b"],
        [content, "./b"],
        [content, "../../src/lib/b"],
        [checks, "../skills/b"],
        [checks, "../content/b.mjs"],
      ].map(([file, specifier]) => climbs(file, specifier)),
    ).toEqual([true, true, true, false, false, false, false])
  })
})

describe("the import rules", () => {
  it.each(["src", "gatsby", "scripts", "e2e"])("%s/ imports only what it may", (folder) => {
    expect(violations(folder, sourceFiles(path.join(root, folder)))).toEqual([])
  })

  it("the root's gatsby files import gatsby/ and src/ only", () => {
    const files = readdirSync(root)
      .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
      .map((name) => path.join(root, name))
    expect(files.length).toBeGreaterThan(2)
    expect(violations("root", files)).toEqual([])
  })

  it.each(workspaces)("%s imports nothing of the site's", (workspace) => {
    const dir = path.join(root, workspace)
    const outside = sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => !path.resolve(path.dirname(file), specifier).startsWith(dir))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    )
    expect(outside).toEqual([])
  })

  // What runs is a dependency (or a peer's); what only tests or types use may be a devDependency,
  // a type package under its @types/ name.
  it.each(workspaces)("%s declares every package it imports", (workspace) => {
    const pkg = packageJson(workspace)
    const runs = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ])
    const develops = new Set([...runs, ...Object.keys(pkg.devDependencies ?? {})])
    const undeclared = sourceFiles(path.join(root, workspace)).flatMap((file) => {
      const inTests = path.relative(path.join(root, workspace), file).startsWith(`test${path.sep}`)
      return typedImportsOf(file)
        .filter(({ specifier }) => !specifier.startsWith(".") && !isBuiltin(specifier))
        .filter(({ specifier }) => packageOf(specifier) !== pkg.name)
        .filter(({ specifier, typeOnly }) => {
          const name = packageOf(specifier)
          if (runs.has(name)) return false
          const typesName = `@types/${name.replace(/^@([^/]+)\//, "$1__")}`
          return !((inTests || typeOnly) && (develops.has(name) || develops.has(typesName)))
        })
        .map(({ specifier }) => `${path.relative(root, file)} imports ${packageOf(specifier)}`)
    })
    expect([...new Set(undeclared)]).toEqual([])
  })

  // Its front door, documented: every entry of a package's `exports` is in its README.
  it.each(workspaces)("%s's README names every entry of its exports", (workspace) => {
    const readme = readFileSync(path.join(root, workspace, "README.md"), "utf8")
    const { name, exports = {} } = packageJson(workspace)
    const entries = Object.keys(exports).map((subpath) => `${name}${subpath.slice(1)}`)
    expect(entries.filter((entry) => !readme.includes(entry.replace(`${name}/`, "/")))).toEqual([])
  })

  it("the site reaches a local package only through its name", () => {
    const reachingIn = ["src", "gatsby", "scripts", "e2e"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => /(^|\/)(plugins|packages)\//.test(specifier))
          .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
      )
    expect(reachingIn).toEqual([])
  })

  it("no module imports itself through others", () => {
    const files = siteSourceFiles()
    expect(cycles(files)).toEqual([])
  })
})

// A case study's kind (Markdown or a notebook) is decided by its file's extension in one module,
// the case-study loader's (packages/case-study/kind.js): a regular expression or a comparison that
// tests a path for .md or .ipynb anywhere else is a second decision, which may disagree with it
// (as two once did on `Study.IPYNB`). What a module tests is code, not its comments.
const KIND_BY_EXTENSION = [
  // A regular expression that tests a path for an ending of .md or .ipynb: /\.md$/i.test(file),
  // /\.(md|ipynb)$/i.exec(file), file.match(/\.ipynb$/).
  /\/[^/\n]*\\\.[^/\n]*\b(md|ipynb)\b[^/\n]*\$\/[a-z]*\.(test|exec)\(/,
  /\.match\(\s*\/[^/\n]*\b(md|ipynb)\b[^/\n]*\$\//,
  // A comparison with the extension: === ".ipynb", extension === "md", endsWith(".md").
  /(===|!==|==|!=|endsWith\(|extname\([^)]*\)\s*===?)\s*["'`]\.?(md|ipynb)["'`]/i,
  /["'`]\.?(md|ipynb)["'`]\s*(===|!==|==|!=)/i,
  // Markdown by its media type, as gatsby-transformer-remark decides it.
  /\bmime\.getType\(/,
]

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")

const decidesKind = (code: string) =>
  KIND_BY_EXTENSION.some((pattern) => pattern.test(withoutComments(code)))

describe("the case-study loader", () => {
  it("finds a decision of a kind by extension, and nothing else", () => {
    for (const code of [
      "const isNotebook = (file) => /\\.ipynb$/i.test(file)",
      'if (!/\\.(md|ipynb)$/i.test(file)) return "a path"',
      'if (path.extname(markdownFile) === ".ipynb") where = cell',
      'const notebook = project.caseStudyFile?.extension === "ipynb"',
      'if (file.endsWith(".md")) markdown(file)',
      "const notebook = name.match(/\\.ipynb$/)",
      'const isMarkdown = (file) => TYPES.includes(mime.getType(path.extname(file)) ?? "")',
    ])
      expect([code, decidesKind(code)]).toEqual([code, true])
    for (const code of [
      "// a notebook is a file of /\\.ipynb$/i\nconst kind = caseStudyKind(file)",
      'describe("a Markdown file (.md) or a Jupyter notebook (.ipynb)")',
      '!path.dirname(file).split(path.sep).includes(".ipynb_checkpoints")',
      'const isMarkdown = (cell) => cell.cell_type === "markdown"',
      String.raw`await expect(link).toHaveAttribute("href", /^https:\/\/mybinder\.org\/[^/?]+\.ipynb$/)`,
      '{ name: "Jupyter notebook", extensions: ["ipynb"], use: "notebook" }',
    ])
      expect([code, decidesKind(code)]).toEqual([code, false])
  })

  it("is the only module that decides a case study's kind by its file's extension", () => {
    const loader = path.join(root, "packages", "case-study")
    const files = siteSourceFiles()
      // A workspace's own tests make files of each kind; they decide nothing for the build.
      .filter((file) => !file.startsWith(loader) && !/[\\/]test[\\/]/.test(file))
    expect(files.length).toBeGreaterThan(100)
    const deciding = files
      .filter((file) => decidesKind(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file))
    expect(deciding).toEqual([])
  })
})

// The local packages (plugins/ and packages/), each a node, and an arrow from each to the local
// packages it depends on: by its package.json (dependencies of every kind), or by what its modules
// import (its tests too).
const localNames = new Set(localPackages.keys())

function packageGraph(by: "package.json" | "imports") {
  return new Map(
    workspaces.map((workspace) => {
      const pkg = packageJson(workspace)
      const named =
        by === "package.json"
          ? [pkg.dependencies, pkg.peerDependencies, pkg.devDependencies].flatMap((deps) =>
              Object.keys(deps ?? {}),
            )
          : sourceFiles(path.join(root, workspace)).flatMap((file) =>
              importsOf(file).map(packageOf),
            )
      const arrows = new Set(named.filter((name) => localNames.has(name) && name !== pkg.name))
      return [pkg.name, [...arrows].sort()] as const
    }),
  )
}

// Each cycle of a graph once, as the path that closes it: ["a", "b", "a"].
function graphCycles(graph: ReadonlyMap<string, ReadonlyArray<string>>) {
  const found = new Map<string, string[]>()
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node)
    if (at >= 0) {
      const cycle = trail.slice(at)
      const key = [...cycle].sort().join(" ")
      if (!found.has(key)) found.set(key, [...cycle, node])
      return
    }
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node])
  }
  for (const node of graph.keys()) walk(node, [])
  return [...found.values()]
}

describe("the package graph", () => {
  it("finds a cycle, and none where there is none", () => {
    const twoWays = new Map([
      ["charts", ["queries", "content"]],
      ["queries", ["charts"]],
      ["content", []],
    ])
    expect(graphCycles(twoWays)).toEqual([["charts", "queries", "charts"]])
    expect(
      graphCycles(
        new Map([
          ["charts", ["content"]],
          ["content", []],
        ]),
      ),
    ).toEqual([])
  })

  it.each(["package.json", "imports"] as const)(
    "runs one way by %s: no two local packages depend on each other",
    (by) => {
      const graph = packageGraph(by)
      expect(graph.get("gatsby-remark-vega-lite")).toContain("chart-spec")
      expect(graphCycles(graph)).toEqual([])
    },
  )

  it("has packages/ below plugins/: a package depends on no plugin", () => {
    const plugins = new Set(
      workspaces.filter((dir) => dir.startsWith("plugins/")).map((dir) => packageJson(dir).name),
    )
    const upward = (["package.json", "imports"] as const).flatMap((by) =>
      [...packageGraph(by)].flatMap(([name, arrows]) =>
        localPackages.get(name)?.startsWith("packages/")
          ? arrows.filter((arrow) => plugins.has(arrow)).map((arrow) => `${name} → ${arrow}`)
          : [],
      ),
    )
    expect(upward).toEqual([])
  })
})

// What the pages render is bundled for Gatsby's server, which makes every environment variable a
// constant there: a library that writes one cannot be bundled (debug writes DEBUG, and
// content-files brought it through its image prober, so a build with DEBUG set failed). The build's
// reader of the owner's files stays out of it; the browser tests build with DEBUG set.
describe("what the pages render", () => {
  // The modules a set of files reaches through the project's own imports, the files included.
  function reached(files: string[]) {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file) || !/\.(ts|tsx|js|mjs)$/.test(file)) return
      seen.add(file)
      for (const specifier of importsOf(file)) {
        const target = resolved(file, specifier)
        if (target) visit(target)
      }
    }
    files.forEach(visit)
    return [...seen].map((file) => path.relative(root, file))
  }

  it("reaches no reader of the owner's files", () => {
    const rendered = reached([
      path.join(root, "gatsby-ssr.tsx"),
      path.join(root, "gatsby-browser.tsx"),
      ...sourceFiles(path.join(root, "src")),
    ])
    expect(rendered).toContain(path.join("gatsby", "site-files", "security-headers.ts"))
    expect(
      rendered.filter((file) => file.startsWith(path.join("packages", "content-files"))),
    ).toEqual([])
  })
})
