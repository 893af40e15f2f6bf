/** @jest-environment node */
import { spawnSync } from "node:child_process"

// The lint rule that guards the components outside src/islands (eslint.config.mjs): none of their
// code runs in a built page, so state, effects, refs and handlers there would silently do nothing.

type Message = { ruleId: string | null; message: string; line: number }

// ESLint's verdict on `source` as the file `filePath` (ESLint's flat config is ESM: it runs in a
// process of its own).
function lint(source: string, filePath: string): Message[] {
  const { stdout } = spawnSync(
    "npx",
    ["eslint", "--stdin", "--stdin-filename", filePath, "--format", "json"],
    { input: source, encoding: "utf8" },
  )
  return JSON.parse(stdout)[0].messages
}

const interactive = `import { useEffect, useRef, useState } from "react"

export default function Section({ id }: { id: string }) {
  const [count, setCount] = useState(0)
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section id={id}>
      <button type="button" ref={ref} onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </section>
  )
}
`

const staticRule = (messages: Message[]) =>
  messages.filter((message) => message.ruleId === "no-restricted-syntax")

describe("the lint rule of the modules outside the islands", () => {
  it("refuses state, effects, refs and handlers, and says how to make the part interactive", () => {
    const found = staticRule(lint(interactive, "src/components/sections/counter.tsx"))
    expect(found.map((message) => message.line)).toEqual([4, 5, 6, 9, 9])
    expect(found.map((message) => message.message.split(" outside the islands")[0])).toEqual([
      "a hook (state, effects, context)",
      "a hook (state, effects, context)",
      "a hook (state, effects, context)",
      "a ref",
      "an event handler",
    ])
    for (const { message } of found)
      expect(message).toContain("make it an island: a folder of src/islands")
  })

  it("lets the same code be in an island", () => {
    expect(staticRule(lint(interactive, "src/islands/counter/counter.tsx"))).toEqual([])
  })

  it("passes the site's own sections, which name their elements with useId", () => {
    const section = `import { graphql } from "gatsby"
import { useId } from "react"

export function Section({ id }: { id: string }) {
  const headingId = useId()
  return <section id={id} aria-labelledby={headingId}><h2 id={headingId}>Text</h2></section>
}

export const query = graphql\`fragment F on ProfileYaml { name }\`
`
    expect(lint(section, "src/components/sections/plain.tsx")).toEqual([])
  })
})
