import { useIsland } from "gatsby-plugin-static-by-default/island"
import { startRenderedIslands } from "gatsby-plugin-static-by-default/develop"

// In `gatsby develop` the islands a render declared are started after it, from webpack's list of
// the islands folder's modules, by the rule the build uses of what an island is
// (plugins/gatsby-plugin-static-by-default/develop.ts, island-rule.js).

// A list as webpack's context gives it, whose modules record the roots they started with.
function islandsFolder(files: string[]) {
  const started: Array<[string, string[]]> = []
  const modules = Object.assign(
    (key: string) => ({
      default: (roots: HTMLElement[]) => started.push([key, roots.map((root) => root.id)]),
    }),
    { keys: () => files },
  )
  return { modules, started }
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the islands in gatsby develop", () => {
  it("starts each island the render declared, its module found by the build's rule", () => {
    document.body.innerHTML =
      '<header id="top" data-island="header"></header><p data-island="note" id="note"></p>'
    const { modules, started } = islandsFolder([
      "./header/island.ts",
      "./header/parts/island.ts",
      "./note/helper.ts",
      "./note/island.tsx",
    ])
    useIsland("header")
    useIsland("note")
    startRenderedIslands(modules)
    expect(started).toEqual([
      ["./header/island.ts", ["top"]],
      ["./note/island.tsx", ["note"]],
    ])
    // Each render's islands once.
    startRenderedIslands(modules)
    expect(started).toHaveLength(2)
  })

  it("refuses an island folder whose name a page could not carry, as the build does", () => {
    const { modules } = islandsFolder(["./Contact Form/island.ts"])
    expect(() => startRenderedIslands(modules)).toThrow(
      '"Contact Form" needs a name of lower-case letters',
    )
  })
})
