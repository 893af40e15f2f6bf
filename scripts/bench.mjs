// @ts-check
// npm run bench: the budgets of docs/performance.md (scripts/budgets.mjs), measured against the
// framework floor (bench/floor) built by the same tool chain in the same run.
//
// 1. Builds: the site from content/ cold, then after a one-line YAML change; the example owner
//    (examples/maya-chen), for its case studies and its résumé: cold with and without resume.yaml,
//    then after a one-line change of resume.yaml and of skills.yaml; the same with a case study of
//    five queries over a generated Parquet file of 1,000,000 rows (scripts/bench/sql-owner.mjs),
//    cold and rebuilt unchanged; the floor.
// 2. Lighthouse (mobile preset; the pages take turns) with simulated throttling (medians of 9,
//    BENCH_PAIRED_RUNS to change it) on every page type and the floor and on each page type with
//    JavaScript off (what its HTML alone costs), right after the page in each turn; and with
//    devtools throttling (medians of 5, BENCH_RUNS) on every page type and the floor.
//    Served by a gzip static server.
// 3. Scale: a generated large owner (scripts/large-owner.mjs) built cold (with each page's share
//    card timed), rebuilt after a one-line
//    case-study edit, and its home page's script and HTML; built again with charts.
//
// It prints the machine and the ratios, and exits non-zero when a must is missed. Machines differ in
// speed: the ratios measured in the same run are what carries.
import { spawnSync } from "node:child_process"
import { readdirSync, rmSync, statSync } from "node:fs"
import path from "node:path"
import { cpus } from "node:os"
import { budgets } from "./budgets.mjs"
import {
  caseStudyPages,
  chartBytesOf,
  chartStructureSharesOf,
  htmlBytesOf,
  measureLargeOwner,
  onClickBytesOf,
  scriptBytesOf,
  timedBuild,
  timedRebuildAfterEdit,
  withoutJavaScript,
} from "./bench/builds.mjs"
import { auditInTurns } from "./bench/lighthouse.mjs"
import { addSqlCaseStudy, SQL_ROWS } from "./bench/sql-owner.mjs"
import { kb, mediansTable, pageVerdict } from "./bench/report.mjs"
import { copyProject } from "./project-copy.mjs"
import { serveStatic } from "./static-server.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
// Simulated, a page against its copy without JavaScript: one turn's ratio varies by a fifth on a
// shared 2-core machine, and the verdict is the median of the turns' ratios (main-thread work) or
// differences (TBT) (docs/performance.md).
const PAIRED_RUNS = Number(process.env.BENCH_PAIRED_RUNS ?? 9)
const EXAMPLE = "examples/maya-chen"

// The sites the bench builds, each served on its own port (from BENCH_PORT, 9411 by default: a
// machine shared with other checkouts gives each its own).
const port = Number(process.env.BENCH_PORT ?? 9411)
/** @type {Record<"sample" | "floor" | "example", { dir: string | null, port: number }>} */
const sites = {
  sample: { dir: "public", port },
  floor: { dir: "bench/floor/public", port: port + 1 },
  example: { dir: null, port: port + 2 },
}

// Every page type of the site, each on the site that has one.
/** @type {Array<{ name: string, site: keyof typeof sites, path: string }>} */
const pageTypes = [
  { name: "home page", site: "sample", path: "" },
  {
    name: "case study with 3 charts and a dashboard",
    site: "example",
    path: "projects/weekly-store-pulse/",
  },
  {
    name: "notebook case study",
    site: "example",
    path: "projects/why-customers-send-orders-back/",
  },
  { name: "SQL case study", site: "example", path: "projects/rain-and-footfall/" },
  { name: "skill page", site: "example", path: "skills/sql/" },
  { name: "résumé", site: "example", path: "resume/" },
]
const LARGE_EDITED_CASE_STUDY = "case-studies/project-1.md"
const LARGE_EDITED_NOTEBOOK = "case-studies/project-3.ipynb"

/** @param {keyof typeof sites} site */
const origin = (site) => `http://127.0.0.1:${sites[site].port}`

console.log("Timing a cold build and a rebuild after a one-line YAML change...")
spawnSync("npx", ["gatsby", "clean"], { stdio: "ignore" })
const coldBuild = timedBuild(".", { SITE_URL: origin("sample") })
const oneLineRebuild = timedRebuildAfterEdit(
  ".",
  "content/skills.yaml",
  (text) => text.replace(/(\n {2}description: [^\n]*)/, "$1 (edited)"),
  { SITE_URL: origin("sample") },
)

console.log("Building the site again as it is, the example owner and the framework floor...")
timedBuild(".", { SITE_URL: origin("sample") })
const example = copyProject(EXAMPLE)
sites.example.dir = example.publicDir
const exampleCold = timedBuild(example.root, { SITE_URL: origin("example") })
const floorBuild = timedBuild("bench/floor")

console.log(
  "The résumé's cost: the example cold without resume.yaml, and rebuilt after one-line edits...",
)
const withoutResume = copyProject(EXAMPLE)
rmSync(path.join(withoutResume.contentDir, "resume.yaml"))
const exampleColdWithoutResume = timedBuild(withoutResume.root)
rmSync(withoutResume.root, { recursive: true, force: true })
const resumeRebuild = timedRebuildAfterEdit(
  example.root,
  "content/resume.yaml",
  (text) => text.replace(/(\n {4}summary: [^\n]*)/, "$1 (edited)"),
  { SITE_URL: origin("example") },
)
const exampleSkillsRebuild = timedRebuildAfterEdit(
  example.root,
  "content/skills.yaml",
  (text) => text.replace(/(\n {2}description: [^\n]*)/, "$1 (edited)"),
  { SITE_URL: origin("example") },
)
console.log(
  `SQL's cost: the example cold with five queries over ${SQL_ROWS.toLocaleString("en")} rows...`,
)
const withSql = copyProject(EXAMPLE)
await addSqlCaseStudy(withSql.contentDir)
const exampleColdWithSql = timedBuild(withSql.root)
const sqlRebuild = timedBuild(withSql.root)
rmSync(withSql.root, { recursive: true, force: true })
// Built once more as it is, for the pages the audits visit.
timedBuild(example.root, { SITE_URL: origin("example") })
const resumeDir = path.join(example.publicDir, "resume")
const resumePdfBytes = readdirSync(resumeDir)
  .filter((file) => file.endsWith(".pdf"))
  .map((file) => statSync(path.join(resumeDir, file)).size)[0]

const servers = await Promise.all(
  // Every site's folder is known by now (the example's since its copy was made).
  Object.values(sites).map(({ dir, port }) => serveStatic(/** @type {string} */ (dir), port)),
)
const noScript = await Promise.all(
  pageTypes.map(async (page) => {
    const dir = withoutJavaScript(/** @type {string} */ (sites[page.site].dir), page.path)
    return { dir, server: await serveStatic(dir) }
  }),
)

/** @type {Record<string, import("./bench/lighthouse.mjs").Medians>} */
const medians = {}
try {
  for (const method of /** @type {const} */ (["simulate", "devtools"])) {
    const runs = method === "simulate" ? PAIRED_RUNS : RUNS
    console.log(`Lighthouse, ${method} throttling: ${runs} runs of each page...`)
    // Simulated, each page type is followed by its copy without JavaScript in every turn.
    const urls = {
      floor: `${origin("floor")}/`,
      ...Object.fromEntries(
        pageTypes.flatMap((p, i) => [
          [p.name, `${origin(p.site)}/${p.path}`],
          ...(method === "simulate"
            ? [[`${p.name}, no JS`, `${noScript[i].server.origin}/${p.path}`]]
            : []),
        ]),
      ),
    }
    const results = await auditInTurns(urls, method, runs)
    for (const [name, values] of Object.entries(results)) medians[`${name} (${method})`] = values
  }
} finally {
  await Promise.all([...servers, ...noScript.map((n) => n.server)].map((s) => s.close()))
  for (const { dir } of noScript) rmSync(dir, { recursive: true, force: true })
}

// Every page type's script before any interaction and by its first use, from its HTML (Lighthouse
// weighs what it loads).
const pageScripts = pageTypes.map(({ name, site, path: page }) => ({
  name,
  ...scriptBytesOf(
    site === "example" ? example.publicDir : /** @type {string} */ (sites[site].dir),
    page,
  ),
  budget: page === "" ? budgets.homeScriptBytes : budgets.pageScriptBytes,
}))
const onClick = onClickBytesOf(example.root)
const chartsByPage = caseStudyPages(example.publicDir).map((page) => ({
  page,
  charts: chartBytesOf(example.publicDir, page),
  structures: chartStructureSharesOf(example.publicDir, page),
}))
rmSync(example.root, { recursive: true, force: true })

console.log("Scale: the large generated owner cold, then after a one-line case-study edit...")
const largeEdits = {
  editedCaseStudy: LARGE_EDITED_CASE_STUDY,
  editedNotebook: LARGE_EDITED_NOTEBOOK,
}
const large = await measureLargeOwner(largeEdits)
console.log("...and with three charts in each Markdown case study...")
const largeWithCharts = await measureLargeOwner({ ...largeEdits, withCharts: true })
const sampleHomeScript = scriptBytesOf("public").firstUse
const sampleHomeHtml = htmlBytesOf("public")

const machine = cpus()
console.log(`\nMachine: ${machine[0]?.model ?? "unknown CPU"}, ${machine.length} cores`)
const floor = { simulate: medians["floor (simulate)"], devtools: medians["floor (devtools)"] }
const missed = []
for (const { name } of pageTypes) {
  const { lines, missed: pageMissed } = pageVerdict(
    name,
    {
      simulate: medians[`${name} (simulate)`],
      devtools: medians[`${name} (devtools)`],
      noScript: medians[`${name}, no JS (simulate)`],
    },
    floor,
  )
  console.log(lines.join("\n"))
  missed.push(...pageMissed)
}

console.log(
  "  script from each page's HTML (its islands' module), gzipped, before any interaction and by " +
    "a visitor's first use of the page:",
)
for (const { name, beforeInteraction, firstUse, budget } of pageScripts) {
  console.log(
    `    the ${name}: ${kb(beforeInteraction)} before any interaction, ${kb(firstUse)} by its ` +
      `first use (must be <= ${kb(budget)})`,
  )
  if (firstUse > budget) missed.push(`the ${name}'s scripts ${firstUse} B > ${budget} B`)
}
// What a visitor's click loads, besides: the page's scripts above are what has loaded by then.
const explorerBytes = onClick.explorer.reduce((sum, bytes) => sum + bytes, 0)
const largestSpec = Math.max(0, ...onClick.specs)
const dashboardBytes = onClick.dashboard.reduce((sum, bytes) => sum + bytes, 0)
console.log(
  `  loaded on a click: a dashboard's script ${kb(dashboardBytes)} (must be <= ` +
    `${kb(budgets.dashboardScriptBytes)}); the live chart ${kb(explorerBytes)}, script and style ` +
    `sheet, once for all charts (must be <= ${kb(budgets.liveChartScriptBytes)}), then each chart's ` +
    `spec, the largest of ${onClick.specs.length} ${kb(largestSpec)} (must be <= ${kb(budgets.liveChartSpecBytes)})`,
)
if (dashboardBytes > budgets.dashboardScriptBytes)
  missed.push(`a dashboard's script ${dashboardBytes} B on a click`)
if (explorerBytes > budgets.liveChartScriptBytes)
  missed.push(`the live chart's code ${explorerBytes} B on a click`)
// A chart read with the keys and heard: code loaded on its first focus and on a click.
const readerBytes = onClick.chartReader.reduce((sum, bytes) => sum + bytes, 0)
const soundBytes = onClick.chartSound.reduce((sum, bytes) => sum + bytes, 0)
const structureShares = chartsByPage.flatMap(({ structures }) => structures)
const largestShare = Math.max(0, ...structureShares)
console.log(
  `  a chart's keyboard reading on its first focus ${kb(readerBytes)} (must be <= ` +
    `${kb(budgets.chartReaderBytes)}); its sound on a click ${kb(soundBytes)} (must be <= ` +
    `${kb(budgets.chartSoundBytes)}); its structure adds at most ${(largestShare * 100).toFixed(1)}% ` +
    `to its drawings, gzipped, over ${structureShares.length} charts (must be <= ` +
    `${budgets.chartStructureShare * 100}%)`,
)
if (readerBytes > budgets.chartReaderBytes)
  missed.push(`a chart's reading code ${readerBytes} B on its first focus`)
if (soundBytes > budgets.chartSoundBytes) missed.push(`a chart's sound ${soundBytes} B on a click`)
if (largestShare > budgets.chartStructureShare)
  missed.push(`a chart's structure adds ${(largestShare * 100).toFixed(1)}% to its drawings`)
if (largestSpec > budgets.liveChartSpecBytes)
  missed.push(`a chart's live spec ${largestSpec} B on a click`)
console.log(
  `  the résumé's PDF: ${kb(resumePdfBytes)} (must be under ${kb(budgets.resumePdfBytes)}, one page)`,
)
if (!(resumePdfBytes < budgets.resumePdfBytes))
  missed.push(`the résumé's PDF ${resumePdfBytes} B >= ${budgets.resumePdfBytes} B`)
console.log(
  `  the example's charts, gzipped, each with its drawings for a desktop and a phone and its table ` +
    `(aim: under 15 KB for a 12-bar chart):`,
)
for (const { page, charts } of chartsByPage.filter(({ charts }) => charts.length))
  console.log(`    /${page}: ${charts.map((bytes) => kb(bytes)).join(", ")}`)
// Lighthouse's simulation, like TCP, sends 10 segments of 1,460 bytes in a new connection's first
// round trip: HTML larger than that, with its header lines, delays the first paint by a round trip.
const firstRoundTripBytes = 10 * 1460
console.log(
  `  the home page's HTML: ${sampleHomeHtml.toLocaleString("en")} B gzipped; a new connection's first ` +
    `round trip carries ${firstRoundTripBytes.toLocaleString("en")} B, header lines included`,
)

console.log(`\n${mediansTable(medians, `${PAIRED_RUNS} / ${RUNS}`)}`)

console.log(
  `\ngatsby build: cold ${coldBuild.toFixed(1)} s (budget ${budgets.coldBuildSeconds} s), ` +
    `after a one-line YAML change ${oneLineRebuild.toFixed(1)} s (Gatsby's cache reused); floor ${floorBuild.toFixed(1)} s`,
)
if (coldBuild > budgets.coldBuildSeconds)
  missed.push(`cold build ${coldBuild.toFixed(1)} s > ${budgets.coldBuildSeconds} s`)
console.log(
  `The résumé (example owner): cold build ${exampleCold.toFixed(1)} s with resume.yaml, ` +
    `${exampleColdWithoutResume.toFixed(1)} s without (it adds ${(exampleCold - exampleColdWithoutResume).toFixed(1)} s); ` +
    `after a one-line change of resume.yaml ${resumeRebuild.toFixed(1)} s, of skills.yaml ` +
    `${exampleSkillsRebuild.toFixed(1)} s (it adds ${(resumeRebuild - exampleSkillsRebuild).toFixed(1)} s)`,
)

const sqlCost = exampleColdWithSql - exampleCold
console.log(
  `SQL (example owner): cold build ${exampleColdWithSql.toFixed(1)} s with a case study of five ` +
    `queries over a Parquet file of ${SQL_ROWS.toLocaleString("en")} rows, against ${exampleCold.toFixed(1)} s ` +
    `without (it adds ${sqlCost.toFixed(1)} s; must be <= ${budgets.sqlColdBuildSeconds} s); rebuilt ` +
    `unchanged ${sqlRebuild.toFixed(1)} s (every result from the cache)`,
)
if (sqlCost > budgets.sqlColdBuildSeconds)
  missed.push(`five queries over ${SQL_ROWS} rows add ${sqlCost.toFixed(1)} s to a cold build`)

const scale = {
  cold: large.cold / coldBuild,
  rebuild: large.rebuild / oneLineRebuild,
  notebookRebuild: large.notebookRebuild / oneLineRebuild,
  homeScript: large.homeScript / sampleHomeScript,
}
console.log(
  `Large owner (30 projects with case studies, 10 of them notebooks, 30 skills): cold build ${large.cold.toFixed(1)} s ` +
    `(${scale.cold.toFixed(1)}x the sample's; must be <= ${budgets.largeColdBuildOverSample}x), ` +
    `after a one-line case-study edit ${large.rebuild.toFixed(1)} s (${scale.rebuild.toFixed(2)}x ` +
    `the sample's one-line rebuild; must be <= ${budgets.largeRebuildOverSample}x), after one notebook's ` +
    `edit ${large.notebookRebuild.toFixed(1)} s (${scale.notebookRebuild.toFixed(2)}x; must be <= ` +
    `${budgets.largeRebuildOverSample}x); home page script ` +
    `${kb(large.homeScript)} (${scale.homeScript.toFixed(3)}x the sample's; must be <= ` +
    `${budgets.largeHomeScriptOverSample}x), HTML ${kb(large.homeHtml)} gzipped (the sample's ${kb(sampleHomeHtml)}); ` +
    `with three charts in each Markdown case study, cold build ${largeWithCharts.cold.toFixed(1)} s`,
)
if (scale.cold > budgets.largeColdBuildOverSample)
  missed.push(`large owner's cold build ${scale.cold.toFixed(1)}x the sample's`)
if (scale.rebuild > budgets.largeRebuildOverSample)
  missed.push(`large owner's rebuild ${scale.rebuild.toFixed(2)}x the sample's`)
if (scale.notebookRebuild > budgets.largeRebuildOverSample)
  missed.push(
    `large owner's rebuild after a notebook's edit ${scale.notebookRebuild.toFixed(2)}x the sample's`,
  )
if (scale.homeScript > budgets.largeHomeScriptOverSample)
  missed.push(`large owner's home script ${scale.homeScript.toFixed(3)}x the sample's`)

// Each page's share card, drawn in the large owner's cold build (the charts' owner draws charts
// into its case studies' cards) and again for the one edited page on its rebuild.
/** @param {ReturnType<typeof import("./bench/builds.mjs").shareCardsDrawn>} drawn */
const cardReport = (drawn) => {
  const cards = drawn.filter(({ name }) => name !== "(start-up)")
  const times = cards.map(({ ms }) => ms).sort((a, b) => a - b)
  return {
    count: cards.length,
    median: times[Math.floor(times.length / 2)] ?? 0,
    slowest: times.at(-1) ?? 0,
    // Before the first card, once a build: satori's layout engine, the fonts, sharp.
    startUp: drawn.find(({ name }) => name === "(start-up)")?.ms ?? 0,
    heaviest: Math.max(0, ...cards.map(({ bytes }) => bytes)),
  }
}
/** @type {Array<[string, typeof large]>} */
const largeOwners = [
  ["Large owner", large],
  ["Large owner with charts", largeWithCharts],
]
for (const [label, owner] of largeOwners) {
  const cards = cardReport(owner.shareCards)
  const after = cardReport(owner.redrawnCards)
  console.log(
    `${label}'s share cards: ${cards.count} drawn on a cold build, ${cards.median} ms each (median), ` +
      `the slowest ${cards.slowest} ms (must be < ${budgets.shareCardMs} ms), after a start-up of ` +
      `${cards.startUp} ms once a build; the heaviest ${kb(cards.heaviest)} (must be < ` +
      `${kb(budgets.shareCardBytes)}); after a one-line case-study edit ${after.count} redrawn`,
  )
  if (cards.slowest >= budgets.shareCardMs)
    missed.push(`${label}'s slowest share card ${cards.slowest} ms`)
  if (cards.heaviest >= budgets.shareCardBytes)
    missed.push(`${label}'s heaviest share card ${cards.heaviest} B`)
}

if (missed.length) {
  console.log(`\nBudgets missed:\n- ${missed.join("\n- ")}`)
  process.exit(1)
}
console.log("\nAll budgets met.")
