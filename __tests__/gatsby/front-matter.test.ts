/** @jest-environment node */
import { validateConfigPluginsOptions } from "gatsby/dist/bootstrap/load-plugins/validate"
import { onCreateNode } from "gatsby-transformer-remark/gatsby-node"
import config from "../../gatsby-config"
import { runnerCommands } from "../runner-commands"
import { BILLION_LAUGHS } from "../billion-laughs"

// The second wall behind the content checks' reading of front matter
// (gatsby/content/front-matter.mjs): gatsby-config.ts gives gatsby-transformer-remark our front
// matter engines, which it hands to gray-matter, so that a Markdown file the checks never saw (one
// changed under `gatsby develop`) cannot expand YAML aliases in Gatsby's own process, nor print an
// error's owner text as lines of its own. Shown here through Gatsby's own validation of the options
// and the transformer's own reading of a file's node.

type PluginEntry = { resolve: string; options?: Record<string, unknown> }

// The transformer's options as Gatsby validates them when it loads gatsby-config.ts (its remark
// plugins, each validated on its own, left out).
async function remarkOptions() {
  const entry = (config.plugins as PluginEntry[]).find(
    (plugin) => plugin.resolve === "gatsby-transformer-remark",
  )
  const validated = {
    plugins: [
      { resolve: "gatsby-transformer-remark", options: { ...entry?.options, plugins: [] } },
    ],
  }
  await validateConfigPluginsOptions(validated, process.cwd())
  return (validated.plugins[0] as PluginEntry).options ?? {}
}

// A Markdown file's node read by the transformer, as Gatsby's sourcing hands it: what it made of
// it, or what it stopped the build with.
async function transform(content: string, options: Record<string, unknown>) {
  const created: Array<{ frontmatter: Record<string, unknown> }> = []
  const panics: string[] = []
  await onCreateNode(
    {
      node: {
        id: "file",
        absolutePath: "/site/content/notes.md",
        internal: { type: "File", mediaType: "text/markdown" },
      },
      loadNodeContent: async () => content,
      actions: {
        createNode: (node: (typeof created)[number]) => void created.push(node),
        createParentChildLink: () => {},
      },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild: (message: string) => void panics.push(message) },
    } as never,
    options as never,
  )
  return { frontmatter: created[0]?.frontmatter, panics }
}

describe("gatsby-transformer-remark's front matter", () => {
  it("is read by our engines: Gatsby keeps the option, with its JavaScript engine still off", async () => {
    const options = await remarkOptions()
    const engines = options.engines as Record<string, unknown>
    const ours = (config.plugins as PluginEntry[]).find(
      (plugin) => plugin.resolve === "gatsby-transformer-remark",
    )?.options?.engines as Record<string, unknown>
    expect(engines.yaml).toBe(ours.yaml)
    expect(engines.json).toBe(ours.json)
    const dated = await transform("---\ntitle: Notes\ndate: 2024-03-14\n---\nText\n", options)
    expect(dated).toEqual({
      frontmatter: { title: "Notes", date: "2024-03-14T00:00:00.000Z" },
      panics: [],
    })
    const scripted = await transform("---js\n({ title: process.env.HOME })\n---\nText\n", options)
    expect(scripted).toEqual({ frontmatter: { title: "" }, panics: [] })
  })

  it("stops a billion laughs in one line naming the file, in milliseconds", async () => {
    const options = await remarkOptions()
    const started = performance.now()
    const { frontmatter, panics } = await transform(
      `---\n${BILLION_LAUGHS}\n---\n# Notes\n`,
      options,
    )
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(frontmatter).toBeUndefined()
    expect(panics).toEqual([
      "Error processing Markdown file /site/content/notes.md:\n\n      its front matter is not valid YAML at line 3, column 8: its aliases (the first is *a) repeat the values of their anchors (&name) more than 100 times in all: write the values out, or use fewer aliases",
    ])
  })

  it("prints an error that quotes the owner's text as text, not as a runner's orders", async () => {
    const options = await remarkOptions()
    const { panics } = await transform(
      '---json\n{"title": }\n::add-mask::hidden\n---\nText\n',
      options,
    )
    expect(panics).toHaveLength(1)
    expect(panics[0]).toContain("its front matter (---json) is not valid JSON: ")
    // JSON's own message quotes the text around the mistake, its line break included.
    expect(panics[0]).toContain("}\\n::add-ma")
    expect(runnerCommands(panics[0])).toEqual([])
  })
})
