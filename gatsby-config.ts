import path from "node:path"
import { isReadable } from "content-files"
import type { GatsbyConfig } from "gatsby"
import { SQL_DIALECTS } from "gatsby-remark-duckdb/blocks"
import { CONTENT_DIR } from "./gatsby/content/content-dir.mjs"
import { yamlTypeName } from "./gatsby/content/content-types"
import { FRONT_MATTER_ENGINES } from "./gatsby/content/front-matter.mjs"
import { readProfileNames } from "./gatsby/content/profile-names"
import { CASE_STUDY_IMAGE_WIDTH, CHART_WIDTHS } from "./src/lib/column-widths.mjs"
import { OWNER_HTML_ATTRIBUTE } from "./src/lib/owner-html"
import { viewPath } from "./src/lib/role-view"
import { theme } from "./src/styles/theme"

// The build makes no network calls: Gatsby would otherwise fetch its adapters manifest and
// report telemetry. Hosts that need an adapter can still name one here.
process.env.GATSBY_ADAPTERS_MANIFEST ??= "module.exports = []"
process.env.GATSBY_TELEMETRY_DISABLED ??= "1"

// Where the site lives: its origin (SITE_URL) and, for a project site such as
// https://you.github.io/portfolio/, the path under it (PATH_PREFIX=/portfolio, built with
// `gatsby build --prefix-paths`). Canonical URLs, share images, the sitemap and robots.txt use them.
// On Netlify, URL (set by Netlify) stands in for SITE_URL.
const siteUrl = (process.env.SITE_URL || process.env.URL || "https://www.example.com").replace(
  /\/+$/,
  "",
)
const pathPrefix = (process.env.PATH_PREFIX || "").replace(/\/+$/, "")
// The site's own https address, set for the build: DuckDB's web shell reads the case studies' data
// files there (a link to it on each query); none without one.
const givenSiteUrl = Boolean(process.env.SITE_URL || process.env.URL)
const shellSiteUrl = givenSiteUrl && siteUrl.startsWith("https://") ? siteUrl : null

// The site's output folder, which the plugins that write files are given.
const PUBLIC_DIR = path.resolve("public")
// The site's own fonts (the résumé's and the share cards', Noto Sans): a notebook's SVG figures are
// drawn with them, and with no font of the machine's.
const FONT_FILES = ["Regular", "Bold"].map((style) =>
  path.resolve("gatsby", "fonts", `PortfolioResumeSans-${style}.ttf`),
)

const profile = readProfileNames(CONTENT_DIR)
const readableContent = isReadable(CONTENT_DIR)

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  pathPrefix,
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    // The built pages load none of Gatsby's runtime: what a visitor interacts with is an island of
    // src/islands, a small module loaded only where it is on the page (see its README). It is
    // built, and named in each page that marks it, once the pages are in public/; the owner's HTML
    // in a page adds no island to it.
    // @emotion/react imports hoist-non-react-statics only for withTheme, which the site never
    // calls: it would ship react-is and ~1.2 KB (gzip) with the contact form's island.
    {
      resolve: "gatsby-plugin-static-by-default",
      options: {
        islands: "src/islands",
        alias: { "hoist-non-react-statics": "src/lib/no-hoist-statics.ts" },
        publicDir: PUBLIC_DIR,
        untrusted: OWNER_HTML_ATTRIBUTE,
      },
    },
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
        typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name),
      },
    },
    // A notebook case study becomes Markdown for the transformer below (its outputs as charts,
    // images, sanitized tables and text, its SVG figures drawn as PNGs; never run).
    {
      resolve: "gatsby-transformer-notebook",
      options: { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR, fontFiles: FONT_FILES },
    },
    {
      // Case studies (content/README.md): GitHub-flavoured Markdown, its SQL run by DuckDB and its
      // Vega-Lite charts drawn into the HTML, its headings linkable, its images through the same sharp pipeline as the
      // rest, its code highlighted at build time.
      resolve: "gatsby-transformer-remark",
      options: {
        // Its front matter read as the content checks read it (gatsby/content/front-matter.mjs):
        // YAML with the content's limits, where gray-matter's own reader expands aliases without
        // end. Its options schema does not list `engines` (Gatsby warns of an unknown option), but
        // hands it to gray-matter with its JavaScript engine turned off
        // (__tests__/gatsby/front-matter.test.ts shows it used).
        engines: FRONT_MATTER_ENGINES,
        plugins: [
          // First, before the others add HTML of their own: raw HTML of the owner's as text, a
          // second wall behind the checks that refuse it.
          "gatsby-remark-owner-html",
          // Before the charts: a chart may draw a query's named result (the charts plugin stops the
          // build, naming this one, when it runs first).
          {
            resolve: "gatsby-remark-duckdb",
            options: { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR, siteUrl: shellSiteUrl },
          },
          {
            resolve: "gatsby-remark-vega-lite",
            options: { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR, widths: CHART_WIDTHS },
          },
          // Before the images: a dashboard's poster is one, sized as the others.
          {
            resolve: "gatsby-remark-dashboards",
            options: { contentDir: CONTENT_DIR },
          },
          "gatsby-remark-heading-anchors",
          // Before the highlighter: each code block that is not a query gets its #code-<n>.
          "gatsby-remark-code-anchors",
          "gatsby-remark-scrollable-tables",
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: CASE_STUDY_IMAGE_WIDTH,
              // WebP beside the original: AVIF would triple the encoding time of a body image.
              withWebp: true,
              linkImagesToOriginal: false,
              showCaptions: false,
              backgroundColor: "transparent",
              quality: 75,
            },
          },
          // Other databases' SQL (```postgresql …) is highlighted as SQL, and not run.
          {
            resolve: "gatsby-remark-prismjs",
            options: {
              noInlineHighlight: true,
              aliases: Object.fromEntries(SQL_DIALECTS.map((dialect) => [dialect, "sql"])),
            },
          },
          // A link to a file of the content folder (a CSV, a PDF, a notebook) downloads a copy the
          // build puts into the site, under /static/<its hash>/ like the other assets, if it is of
          // a kind the site publishes (data, never a page, an SVG or a script); the content checks
          // refuse any other link first (content-files' published.js).
          {
            resolve: "gatsby-remark-published-files",
            options: { contentDir: CONTENT_DIR },
          },
        ],
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: path.resolve(CONTENT_DIR),
        // What the build may not read (a link out of the folder, a pipe) is not even sourced: the
        // content checks refuse it first (content-files' guard), and this is the second wall.
        ignore: [
          "**/README.md",
          "**/emailjs.yaml",
          "**/.ipynb_checkpoints/**",
          (file: string) => !readableContent(file),
        ],
      },
    },
    // A view's page (/for/<segment>/) is for the one reader its link is sent to: out of the sitemap
    // (and noindex), as robots.txt lists nothing but the sitemap.
    { resolve: "gatsby-plugin-sitemap", options: { excludes: [viewPath("*")] } },
    {
      resolve: "gatsby-plugin-robots-txt",
      options: {
        host: siteUrl,
        sitemap: `${siteUrl}${pathPrefix}/sitemap-index.xml`,
        policy: [{ userAgent: "*", allow: "/" }],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: `${profile.name} · ${profile.role}`,
        short_name: profile.name,
        start_url: "/",
        display: "standalone",
        background_color: theme.colors.background,
        theme_color: theme.colors.primary,
        icon: "src/images/icon.svg",
        // The <head> carries a theme-color per colour scheme (gatsby-ssr.tsx).
        theme_color_in_head: false,
      },
    },
  ],
}

export default config
