// @ts-check
// A case study's queries as other modules meet them: by their node in the Markdown tree, and by
// their anchor on the page: node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../blocks")} */
const { isQueryAnchor, queryAnchor, sqlBlocks, sqlBlocksByNode } = requireHere("../blocks")
const remark = requireHere("remark")
const visit = requireHere("unist-util-visit")

describe("a case study's queries, met by other modules", () => {
  it("are found by their own code node, nested ones too, and no other block is one", () => {
    const tree = remark().parse(
      [
        "```postgresql",
        "SELECT 0",
        "```",
        "",
        "- ```sql id=nested",
        "  SELECT 1",
        "  ```",
        "",
        "```python",
        "print(1)",
        "```",
        "",
        "> ```SQL",
        "> SELECT 2",
        "> ```",
      ].join("\n"),
    )
    const byNode = sqlBlocksByNode(tree)
    /** @type {Array<[string, string | null]>} */
    const met = []
    visit(tree, "code", (/** @type {import("../blocks").MarkdownNode} */ node) => {
      const block = byNode.get(node)
      if (block) assert.equal(block.node, node)
      met.push([String(node.value), block ? queryAnchor(block) : null])
    })
    assert.deepEqual(met, [
      ["SELECT 0", null],
      ["SELECT 1", "query-nested"],
      ["print(1)", null],
      ["SELECT 2", "query-2"],
    ])
    assert.deepEqual([...byNode.values()], sqlBlocks(tree))
  })

  it("have anchors of their own, told apart from the page's other anchors", () => {
    assert.equal(queryAnchor({ id: "monthly_sales", number: 1 }), "query-monthly_sales")
    assert.equal(queryAnchor({ id: null, number: 2 }), "query-2")
    assert.equal(isQueryAnchor(queryAnchor({ id: null, number: 2 })), true)
    for (const other of ["code-1", "dashboard-1", "queries", "main"])
      assert.equal(isQueryAnchor(other), false, other)
  })
})
