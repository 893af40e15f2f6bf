import { readFileSync } from "node:fs"
import type { GatsbyConfig } from "gatsby"
import yaml from "js-yaml"
import { theme } from "./src/styles/theme"

// The build makes no network calls: Gatsby would otherwise fetch its adapters manifest and
// report telemetry. Hosts that need an adapter can still name one here.
process.env.GATSBY_ADAPTERS_MANIFEST ??= "module.exports = []"
process.env.GATSBY_TELEMETRY_DISABLED ??= "1"

// Where the site lives: canonical URLs, Open Graph images, the sitemap and robots.txt use it.
const siteUrl = (process.env.SITE_URL || "https://www.example.com").replace(/\/+$/, "")

const profile = yaml.load(readFileSync("content/profile.yaml", "utf8")) as {
  name?: string
  role?: string
}
const siteName = `${profile.name ?? "Portfolio"} · ${profile.role ?? "Data Analyst"}`

const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" } },
    },
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
    "gatsby-plugin-sitemap",
    {
      resolve: "gatsby-plugin-robots-txt",
      options: {
        host: siteUrl,
        sitemap: `${siteUrl}/sitemap-index.xml`,
        policy: [{ userAgent: "*", allow: "/" }],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteName,
        short_name: profile.name ?? "Portfolio",
        start_url: "/",
        display: "standalone",
        background_color: theme.colors.background,
        theme_color: theme.colors.primary,
        icon: "src/images/icon.svg",
      },
    },
  ],
}

export default config
