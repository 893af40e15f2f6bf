/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

// Which folder may import which (docs/architecture.md, "Where the code lives"): dependencies run
// one way, and a local plugin is used only through its package's front door.

const root = path.resolve(__dirname, "..")
const plugins = readdirSync(path.join(root, "plugins"))

const allowed: Record<string, ReadonlyArray<string>> = {
  src: ["src"],
  build: ["build", "src/lib"],
  scripts: ["scripts", "build", "src/lib"],
  e2e: ["e2e", "scripts", "build", "src"],
  root: ["build", "src"],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return name === "node_modules" || name === "floor" ? [] : sourceFiles(file)
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [file] : []
  })
}

// Every module a file imports: static imports, dynamic imports and require calls.
const importsOf = (file: string) =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)["']([^"']+)["']/gm,
    ),
  ].map((match) => match[1])

// The folder a resolved import lands in, as the table names folders.
function folderOf(target: string) {
  const relative = path.relative(root, target).split(path.sep)
  if (relative[0] === "src" && relative[1] === "lib") return "src/lib"
  if (relative[0] === "plugins") return `plugins/${relative[1]}`
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

describe("the import rules", () => {
  it.each(["src", "build", "scripts", "e2e"])("%s/ imports only what it may", (folder) => {
    expect(violations(folder, sourceFiles(path.join(root, folder)))).toEqual([])
  })

  it("the root's gatsby files import build/ and src/ only", () => {
    const files = readdirSync(root)
      .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
      .map((name) => path.join(root, name))
    expect(files.length).toBeGreaterThan(2)
    expect(violations("root", files)).toEqual([])
  })

  it.each(plugins)("plugins/%s imports nothing of the site's", (plugin) => {
    const dir = path.join(root, "plugins", plugin)
    const outside = sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => !path.resolve(path.dirname(file), specifier).startsWith(dir))
        .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
    )
    expect(outside).toEqual([])
  })

  it("the site reaches a local plugin only through its package name", () => {
    const reachingIn = ["src", "build", "scripts", "e2e"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => /(^|\/)plugins\//.test(specifier))
          .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
      )
    expect(reachingIn).toEqual([])
  })
})
