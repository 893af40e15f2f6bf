// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads, and a case study's queries
// in GraphQL: `MarkdownRemark.queries`, each with its SQL, its columns and its row count, for a
// developer to explore in GraphiQL (results from the cache the build filled).
const remark = require("remark")
const { queryAnchor, sqlBlocks } = require("./blocks")
const { DEFAULT_CACHE_DIR, runQueries } = require("./queries")

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: the only folder a query may read (gatsby-config.ts passes CONTENT_DIR).",
      ),
    cacheDir: Joi.string()
      .default(DEFAULT_CACHE_DIR)
      .description("Where results are kept between builds, by the query and what it reads."),
  })

/** @type {import("gatsby").GatsbyNode["createSchemaCustomization"]} */
exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(`
    type SqlQuery {
      "The name a later query or a chart reads its result by (id=…), if it has one."
      id: String
      "Where it is on the page: #query-<id>, or #query-<its number>."
      anchor: String!
      "Its line in the case study's Markdown."
      line: Int!
      sql: String!
      columns: [String!]!
      "DuckDB's type of each column."
      types: [String!]!
      rowCount: Int!
    }
  `)
}

/** @type {import("gatsby").GatsbyNode["createResolvers"]} */
exports.createResolvers = ({ createResolvers }, options) => {
  const { contentDir, cacheDir } = /** @type {{ contentDir: string, cacheDir: string }} */ (
    /** @type {unknown} */ (options)
  )
  createResolvers({
    MarkdownRemark: {
      queries: {
        type: "[SqlQuery!]!",
        description: "The case study's SQL queries and what they gave, in order.",
        resolve: async (/** @type {any} */ source) => {
          const markdownFile = source.fileAbsolutePath
          if (!markdownFile || !/\.md$/i.test(markdownFile)) return []
          const blocks = sqlBlocks(remark().parse(source.internal.content))
          const ran = await runQueries(blocks, { markdownFile, contentDir, cacheDir })
          return ran.flatMap(({ block, result }) =>
            result
              ? [
                  {
                    id: block.id,
                    anchor: queryAnchor(block),
                    line: block.line,
                    sql: block.sql,
                    columns: result.columns,
                    types: result.types,
                    rowCount: result.rows.length,
                  },
                ]
              : [],
          )
        },
      },
    },
  })
}
