// @ts-check
// Every type a query can return, run in DuckDB and shown as the page shows it: each row of the
// table below is a value, its DuckDB type, its table cell and its CSV text. A named result keeps
// its types for the query after it. node --test plugins/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
/** @type {typeof import("../blocks")} */
const { sqlBlocks } = requireHere("../blocks")
/** @type {typeof import("../queries")} */
const { runQueries } = requireHere("../queries")
/** @type {typeof import("../result-table")} */
const { resultCsv, resultTableHtml } = requireHere("../result-table")

// [SQL of the value, its type, its cell in the table's HTML, its field in the CSV file]
const VALUES = [
  ["127::TINYINT", "TINYINT", "127", "127"],
  ["(-32768)::SMALLINT", "SMALLINT", "-32,768", "-32768"],
  ["2147483647::INTEGER", "INTEGER", "2,147,483,647", "2147483647"],
  ["9223372036854775807::BIGINT", "BIGINT", "9,223,372,036,854,775,807", "9223372036854775807"],
  [
    "170141183460469231731687303715884105727::HUGEINT",
    "HUGEINT",
    "170,141,183,460,469,231,731,687,303,715,884,105,727",
    "170141183460469231731687303715884105727",
  ],
  [
    "123456789012345678901234::HUGEINT",
    "HUGEINT",
    "123,456,789,012,345,678,901,234",
    "123456789012345678901234",
  ],
  [
    "18446744073709551615::UBIGINT",
    "UBIGINT",
    "18,446,744,073,709,551,615",
    "18446744073709551615",
  ],
  [
    "340282366920938463463374607431768211455::UHUGEINT",
    "UHUGEINT",
    "340,282,366,920,938,463,463,374,607,431,768,211,455",
    "340282366920938463463374607431768211455",
  ],
  [
    "12345678901234567890.1234567890::DECIMAL(38,10)",
    "DECIMAL(38,10)",
    "12,345,678,901,234,567,890.123457",
    "12345678901234567890.1234567890",
  ],
  ["2.50::DECIMAL(4,2)", "DECIMAL(4,2)", "2.5", "2.50"],
  ["0.1::DOUBLE", "DOUBLE", "0.1", "0.1"],
  ["'Infinity'::DOUBLE", "DOUBLE", "Infinity", "Infinity"],
  ["'-Infinity'::DOUBLE", "DOUBLE", "-Infinity", "-Infinity"],
  ["'NaN'::DOUBLE", "DOUBLE", "NaN", "NaN"],
  ["1.1::FLOAT", "FLOAT", "1.1", "1.1"],
  ["true", "BOOLEAN", "true", "true"],
  [
    "'<img src=x onerror=alert(1)>'",
    "VARCHAR",
    "&lt;img src=x onerror=alert(1)&gt;",
    "<img src=x onerror=alert(1)>",
  ],
  ["concat('a', chr(9), chr(10), chr(13), 'b')", "VARCHAR", "a\\t\\n\\rb", '"a\t\n\rb"'],
  ["DATE '2024-01-02'", "DATE", "2024-01-02", "2024-01-02"],
  ["'infinity'::DATE", "DATE", "infinity", "infinity"],
  ["TIME '12:34:56.5'", "TIME", "12:34:56.5", "12:34:56.5"],
  ["'12:34:56+02'::TIMETZ", "TIME WITH TIME ZONE", "12:34:56+02", "12:34:56+02"],
  [
    "TIMESTAMP '2024-01-02 03:04:05.123456'",
    "TIMESTAMP",
    "2024-01-02 03:04:05.123456",
    "2024-01-02 03:04:05.123456",
  ],
  ["'-infinity'::TIMESTAMP", "TIMESTAMP", "-infinity", "-infinity"],
  [
    "'2024-01-02 03:04:05'::TIMESTAMP_S",
    "TIMESTAMP_S",
    "2024-01-02 03:04:05",
    "2024-01-02 03:04:05",
  ],
  [
    "'2024-01-02 03:04:05.123'::TIMESTAMP_MS",
    "TIMESTAMP_MS",
    "2024-01-02 03:04:05.123",
    "2024-01-02 03:04:05.123",
  ],
  [
    "'2024-01-02 03:04:05.123456789'::TIMESTAMP_NS",
    "TIMESTAMP_NS",
    "2024-01-02 03:04:05.123456789",
    "2024-01-02 03:04:05.123456789",
  ],
  [
    "TIMESTAMPTZ '2024-01-02 03:04:05+02'",
    "TIMESTAMP WITH TIME ZONE",
    "2024-01-02 01:04:05+00",
    "2024-01-02 01:04:05+00",
  ],
  [
    "INTERVAL '1 year 2 months 3 days 04:05:06.789'",
    "INTERVAL",
    "1 year 2 months 3 days 04:05:06.789",
    "1 year 2 months 3 days 04:05:06.789",
  ],
  [
    "'6ba7b810-9dad-11d1-80b4-00c04fd430c8'::UUID",
    "UUID",
    "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
    "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
  ],
  ["'\\x00\\x01AB'::BLOB", "BLOB", "\\x00\\x01AB", "\\x00\\x01AB"],
  ["'0101'::BIT", "BIT", "0101", "0101"],
  ["'y'::ENUM('x', 'y')", "ENUM('x', 'y')", "y", "y"],
  ["[1, 2, NULL]", "INTEGER[]", "[1, 2, NULL]", '"[1, 2, NULL]"'],
  ["[1.5, 2]::DOUBLE[2]", "DOUBLE[2]", "[1.5, 2]", '"[1.5, 2]"'],
  [
    "{'a': 1, 'b': 'x'}",
    'STRUCT("a" INTEGER, "b" VARCHAR)',
    "{'a': 1, 'b': 'x'}",
    "\"{'a': 1, 'b': 'x'}\"",
  ],
  ["MAP {'k': 1}", "MAP(VARCHAR, INTEGER)", "{'k': 1}", "{'k': 1}"],
  ["union_value(n := 2)", 'UNION("n" INTEGER)', "2", "2"],
  ["'{\"a\": [1]}'::JSON", "VARCHAR", "{&quot;a&quot;: [1]}", '"{""a"": [1]}"'],
  ["NULL::INTEGER", "INTEGER", '<span class="sql-null">no value</span>', ""],
]

// A content folder whose one case study holds `blocks` (SQL with their info strings).
async function run(/** @type {Array<[string, string]>} */ blocks) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-values-"))
  const contentDir = path.join(root, "content")
  mkdirSync(contentDir)
  const markdownFile = path.join(contentDir, "study.md")
  writeFileSync(
    markdownFile,
    blocks.map(([meta, sql]) => `\`\`\`sql ${meta}\n${sql}\n\`\`\``).join("\n\n"),
  )
  const markdown = readFileSync(markdownFile, "utf8")
  return runQueries(sqlBlocks(remark().parse(markdown)), {
    markdownFile,
    contentDir,
    cacheDir: path.join(root, "cache"),
  })
}

const columns = VALUES.map((_, i) => `v${i}`)
const select = `SELECT ${VALUES.map(([sql], i) => `${sql} AS ${columns[i]}`).join(", ")}`

describe("every type a query can return", () => {
  it("has its type, its table cell and its CSV text, exact", async () => {
    const [ran] = await run([["id=every", select]])
    assert.equal(ran.problem, null)
    const result = ran.result
    assert.ok(result)
    const html = resultTableHtml(result, null)
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell)
    const csvFields = csvRow(resultCsv(result, "q").bytes.toString("utf8"))
    VALUES.forEach(([sql, type, shown, csv], i) => {
      assert.equal(result.types[i], type, sql)
      assert.equal(cells[i], shown, sql)
      assert.equal(csvFields[i], csv, sql)
    })
    // eslint-disable-next-line no-control-regex -- the page holds no raw control character
    assert.doesNotMatch(html, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/)
  })

  it("keeps them in a named result that a later query reads", async () => {
    const [first, second] = await run([
      ["id=every output=false", select],
      ["", `SELECT ${columns.map((c) => `${c}, typeof(${c})`).join(", ")} FROM every`],
    ])
    assert.equal(first.problem, null)
    assert.equal(second.problem, null)
    const texts = second.result?.texts[0] ?? []
    VALUES.forEach(([sql, type], i) => {
      // typeof() writes a struct's field names without quotes.
      assert.equal(texts[2 * i + 1], type.replace(/"/g, ""), `typeof ${sql}`)
    })
    const [again] = await run([["", select]])
    assert.deepEqual(
      texts.filter((_, i) => i % 2 === 0),
      again.result?.texts[0],
    )
  })
})

// The fields of a CSV file's second line as written (quotes kept), split where d3-dsv puts commas.
function csvRow(/** @type {string} */ csv) {
  const body = csv.slice(csv.indexOf("\n") + 1).replace(/\n$/, "")
  return [...body.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .map(([, field]) => field)
    .slice(0, VALUES.length)
}
