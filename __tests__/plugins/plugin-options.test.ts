/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { pluginOptionsSchema as queries } from "gatsby-remark-duckdb/gatsby-node"
import { pluginOptionsSchema as charts } from "gatsby-remark-vega-lite/gatsby-node"
import { pluginOptionsSchema as staticByDefault } from "gatsby-plugin-static-by-default/gatsby-node"
import { pluginOptionsSchema as notebooks } from "gatsby-transformer-notebook/gatsby-node"

// The local plugins' options are checked where the plugins declare them, as Gatsby checks them when
// gatsby-config.ts loads.

describe("the local plugins' options", () => {
  it("gatsby-remark-vega-lite needs the content and public folders and the widths to draw at", async () => {
    const widths = { wide: 670, narrow: 286 }
    const valid = { contentDir: "content", publicDir: "/site/public", widths }
    expect((await testPluginOptionsSchema(charts!, valid)).isValid).toBe(true)
    const missing = await testPluginOptionsSchema(charts!, {})
    expect(missing.errors).toEqual([
      '"contentDir" is required',
      '"publicDir" is required',
      '"widths" is required',
    ])
    const wrong = await testPluginOptionsSchema(charts!, {
      contentDir: 3,
      publicDir: "/site/public",
      widths: { wide: 670 },
    })
    expect(wrong.errors).toEqual(['"contentDir" must be a string', '"widths.narrow" is required'])
  })

  it("gatsby-transformer-notebook and gatsby-remark-duckdb need the content and public folders", async () => {
    for (const plugin of [notebooks!, queries!]) {
      const valid = { contentDir: "content", publicDir: "/site/public" }
      expect((await testPluginOptionsSchema(plugin, valid)).isValid).toBe(true)
      expect((await testPluginOptionsSchema(plugin, {})).errors).toEqual([
        '"contentDir" is required',
        '"publicDir" is required',
      ])
    }
  })

  it("gatsby-plugin-static-by-default takes the islands folder and packages' stand-ins", async () => {
    const valid = { islands: "src/islands", alias: { "a-package": "src/lib/a.ts" } }
    expect((await testPluginOptionsSchema(staticByDefault!, valid)).isValid).toBe(true)
    expect((await testPluginOptionsSchema(staticByDefault!, {})).isValid).toBe(true)
    const wrong = await testPluginOptionsSchema(staticByDefault!, { alias: { "a-package": 3 } })
    expect(wrong.errors).toEqual(['"alias.a-package" must be a string'])
    const typo = await testPluginOptionsSchema(staticByDefault!, { serverOnlyData: [] })
    expect(typo.warnings).toEqual(['"serverOnlyData" is not allowed'])
  })
})
