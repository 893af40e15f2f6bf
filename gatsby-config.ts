import type { GatsbyConfig } from "gatsby"

// The build makes no network calls: Gatsby would otherwise fetch its adapters manifest and
// report telemetry. Hosts that need an adapter can still name one here.
process.env.GATSBY_ADAPTERS_MANIFEST ??= "module.exports = []"
process.env.GATSBY_TELEMETRY_DISABLED ??= "1"

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: process.env.SITE_URL ?? "https://www.example.com",
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // Each file gets its own type: profile.yaml -> ProfileYaml, skills.yaml -> SkillsYaml.
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { name: string } }) => `${upperFirst(node.name)}Yaml`,
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: `${__dirname}/content`,
        ignore: ["**/README.md", "**/emailjs.yaml"],
      },
    },
  ],
}

export default config
