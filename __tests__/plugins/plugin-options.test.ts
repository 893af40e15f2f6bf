import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { pluginOptionsSchema as charts } from "gatsby-remark-vega-lite/gatsby-node"
import { pluginOptionsSchema as staticByDefault } from "gatsby-plugin-static-by-default/gatsby-node"

// The local plugins' options are checked where the plugins declare them, as Gatsby checks them when
// gatsby-config.ts loads.

describe("the local plugins' options", () => {
  it("gatsby-remark-vega-lite needs the content folder, as a text", async () => {
    expect((await testPluginOptionsSchema(charts!, { contentDir: "content" })).isValid).toBe(true)
    const missing = await testPluginOptionsSchema(charts!, {})
    expect(missing.errors).toEqual(['"contentDir" is required'])
    const wrong = await testPluginOptionsSchema(charts!, { contentDir: 3 })
    expect(wrong.errors).toEqual(['"contentDir" must be a string'])
  })

  it("gatsby-plugin-static-by-default takes no options, and warns of one it is given", async () => {
    expect((await testPluginOptionsSchema(staticByDefault!, {})).hasWarnings).toBe(false)
    const typo = await testPluginOptionsSchema(staticByDefault!, { staticParts: true })
    expect(typo.warnings).toEqual(['"staticParts" is not allowed'])
  })
})
