// @ts-check
// The plugin's JavaScript is type-checked as TypeScript checks it with checkJs on, whatever the
// site's tsconfig says: its own tsconfig.json (the site's options, checkJs, Node's module rules).
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { it } from "node:test"
import { fileURLToPath } from "node:url"

const plugin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

it("type-checks with checkJs, strict: tsc -p plugins/gatsby-remark-vega-lite", () => {
  const { status, stdout, stderr } = spawnSync(process.execPath, [tsc, "-p", plugin], {
    encoding: "utf8",
  })
  assert.equal(status, 0, `${stdout}${stderr}`)
})
