// npm run bench: the budgets of docs/performance.md, measured against the framework floor
// (bench/floor) built by the same tool chain in the same run. It times a cold build of the site and
// a rebuild after a one-line YAML change; builds the example owner (examples/maya-chen) for a
// case-study page and the floor; serves them on 127.0.0.1 with gzip; runs Lighthouse (mobile
// preset, medians of 3, BENCH_RUNS for more; the pages take turns) with simulated and devtools
// throttling on the home page, a case study and the floor, and, simulated, on the home page and the
// case study with JavaScript off (what the HTML alone costs). Then the scale figures: a generated
// large owner (scripts/large-owner.mjs) built cold, rebuilt after a one-line case-study edit, and
// its home page's script and HTML. It prints the machine and the ratios, and exits non-zero when a
// must is missed. Machines differ in speed: the ratios measured in the same run are what carries.
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { copyProject } from "./project-copy.mjs"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { writeLargeOwner } from "./large-owner.mjs"
import { gzipped, serveStatic } from "./static-server.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SITE_PORT = 9411
const FLOOR_PORT = 9412
const EXAMPLE_PORT = 9413

// The musts (docs/performance.md), for every page type: the home page and a case study.
const budgets = {
  simulate: { performance: 0.99, accessibility: 1, "best-practices": 1, seo: 1, cls: 0.01 },
  devtools: { performance: 0.97, lcp: 1200 },
  scriptBytesOverFloor: 1.15,
  mainThreadOverFloor: 1.75,
  // TBT against the floor's in the same run; simulated LCP against the same page without JavaScript.
  tbtOverFloorMs: 40,
  lcpOverNoScript: 1.2,
  coldBuildSeconds: 90,
  // The large owner against the sample, same run.
  largeColdBuildOverSample: 10,
  largeRebuildOverSample: 1.5,
  largeHomeScriptOverSample: 1.02,
}
const EXAMPLE = "examples/maya-chen"
// The example owner's case study with three charts, and one without charts.
const CASE_STUDY = "projects/weekly-store-pulse/"
const CASE_STUDY_WITHOUT_CHARTS = "projects/customer-segmentation-analysis/"
const LARGE_EDITED_CASE_STUDY = "case-studies/project-1.md"

// The bytes of a script as the page weighs it: its body as the server sends it (`gzipped`),
// without the header lines.
async function scriptBodyBytes(urls) {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipped(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

function build(cwd, env = {}) {
  const started = performance.now()
  const { status } = spawnSync("npx", ["gatsby", "build"], {
    cwd,
    stdio: "ignore",
    env: { ...process.env, ...env },
  })
  if (status !== 0) throw new Error(`gatsby build failed in ${cwd} (run it there to see why)`)
  return (performance.now() - started) / 1000
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function audit(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      throttlingMethod,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    const numeric = (id) => lhr.audits[id].numericValue
    const requests = lhr.audits["network-requests"].details.items
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      "best-practices": lhr.categories["best-practices"].score,
      seo: lhr.categories.seo.score,
      lcp: numeric("largest-contentful-paint"),
      fcp: numeric("first-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      si: numeric("speed-index"),
      mainThread: numeric("mainthread-work-breakdown"),
      bytes: numeric("total-byte-weight"),
      scriptBytes: await scriptBodyBytes(
        requests.filter((r) => r.resourceType === "Script").map((r) => r.url),
      ),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    }
  } finally {
    await chrome.kill()
  }
}

const mediansOf = (runs) => {
  const keys = Object.keys(runs[0]).filter((key) => key !== "failing")
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  }
}

// The site and the floor take turns, run after run: a machine that slows down for a while slows
// both, and the ratios stay fair.
async function alternatingMedians(pages, throttlingMethod) {
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const [name, url] of Object.entries(pages))
      runs[name].push(await audit(url, throttlingMethod))
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, mediansOf(list)]))
}

// A rebuild after the owner changes one line: the first skill's description, put back afterwards.
function timeOneLineChange(env) {
  const file = "content/skills.yaml"
  const original = readFileSync(file, "utf8")
  writeFileSync(file, original.replace(/(\n {2}description: [^\n]*)/, "$1 (edited)"))
  try {
    return build(".", env)
  } finally {
    writeFileSync(file, original)
  }
}

// A built site as a browser with JavaScript off renders `page`: no scripts (the JSON-LD stays, it
// is data), and the <noscript> fallbacks (gatsby-plugin-image's) live.
function noScriptCopy(site, page = "index.html") {
  const copy = mkdtempSync(path.join(tmpdir(), "bench-no-script-"))
  cpSync(site, copy, { recursive: true })
  const file = path.join(copy, page)
  const html = readFileSync(file, "utf8")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<\/?noscript>/g, "")
  writeFileSync(file, html)
  return copy
}

// The scripts a built page names in its HTML, gzipped as the server sends them: what it loads
// before any interaction, read from the build itself (for the builds Lighthouse does not visit).
function htmlScriptBytes(site, page = "index.html") {
  const html = readFileSync(path.join(site, page), "utf8")
  const sources = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((match) => match[1])
  return sources.reduce(
    (sum, source) => sum + gzipped(readFileSync(path.join(site, source))).length,
    0,
  )
}

// Each chart's drawings (for a desktop and a phone) in a built page, gzipped.
function chartBytes(site, page) {
  const html = readFileSync(path.join(site, page, "index.html"), "utf8")
  return [...html.matchAll(/<figure class="chart"[\s\S]*?<\/figure>/g)].map(
    ([figure]) => gzipped(figure.replace(/<figcaption[\s\S]*/, "")).length,
  )
}

// The large owner, built cold in a copy of the project, then again after one line of one case study
// changes: the times, and its home page's script and HTML.
async function measureLargeOwner({ withCharts = false } = {}) {
  const content = mkdtempSync(path.join(tmpdir(), "bench-large-owner-"))
  rmSync(content, { recursive: true })
  await writeLargeOwner(content, { withCharts })
  const { root, contentDir, publicDir } = copyProject(content)
  const cold = build(root)
  const file = path.join(contentDir, LARGE_EDITED_CASE_STUDY)
  writeFileSync(file, readFileSync(file, "utf8").replace(/\n\n/, " (edited)\n\n"))
  const rebuild = build(root)
  const figures = {
    cold,
    rebuild,
    homeScript: htmlScriptBytes(publicDir),
    homeHtml: gzipped(readFileSync(path.join(publicDir, "index.html"))).length,
  }
  rmSync(root, { recursive: true, force: true })
  rmSync(content, { recursive: true, force: true })
  return figures
}

const siteOrigin = `http://127.0.0.1:${SITE_PORT}`
const exampleOrigin = `http://127.0.0.1:${EXAMPLE_PORT}`
console.log("Timing a cold build and a rebuild after a one-line YAML change...")
spawnSync("npx", ["gatsby", "clean"], { stdio: "ignore" })
const coldBuild = build(".", { SITE_URL: siteOrigin })
const rebuild = timeOneLineChange({ SITE_URL: siteOrigin })
console.log("Building the site again as it is, the example owner and the framework floor...")
build(".", { SITE_URL: siteOrigin })
const example = copyProject(EXAMPLE)
build(example.root, { SITE_URL: exampleOrigin })
const floorBuild = build("bench/floor")
const caseStudy = CASE_STUDY
const noScriptSite = noScriptCopy("public")
const noScriptCaseStudy = noScriptCopy(example.publicDir, path.join(caseStudy, "index.html"))
const servers = [
  await serveStatic("public", SITE_PORT),
  await serveStatic("bench/floor/public", FLOOR_PORT),
  await serveStatic(example.publicDir, EXAMPLE_PORT),
  await serveStatic(noScriptSite),
  await serveStatic(noScriptCaseStudy),
]

const results = {}
try {
  for (const method of ["simulate", "devtools"]) {
    console.log(`Lighthouse, ${method} throttling: ${RUNS} runs of each page...`)
    const medians = await alternatingMedians(
      {
        site: `${siteOrigin}/`,
        "case study": `${exampleOrigin}/${caseStudy}`,
        floor: `${servers[1].origin}/`,
        ...(method === "simulate" && {
          "no JS": `${servers[3].origin}/`,
          "case study, no JS": `${servers[4].origin}/${caseStudy}`,
        }),
      },
      method,
    )
    for (const [name, values] of Object.entries(medians)) results[`${name} (${method})`] = values
  }
} finally {
  await Promise.all(servers.map((server) => server.close()))
  for (const dir of [noScriptSite, noScriptCaseStudy]) rmSync(dir, { recursive: true, force: true })
}
const exampleHomeScript = htmlScriptBytes(example.publicDir)
const caseStudyScript = htmlScriptBytes(example.publicDir, path.join(caseStudy, "index.html"))
const plainCaseStudyScript = htmlScriptBytes(
  example.publicDir,
  path.join(CASE_STUDY_WITHOUT_CHARTS, "index.html"),
)
const charts = chartBytes(example.publicDir, caseStudy)
rmSync(example.root, { recursive: true, force: true })

console.log(
  "Scale: building the large generated owner cold, then after a one-line case-study edit...",
)
const large = await measureLargeOwner()
console.log("...and with three charts in each case study...")
const largeWithCharts = await measureLargeOwner({ withCharts: true })
const sampleHomeScript = htmlScriptBytes("public")
const sampleHomeHtml = gzipped(readFileSync("public/index.html")).length

const format = {
  performance: (v) => v.toFixed(2),
  accessibility: (v) => v.toFixed(2),
  "best-practices": (v) => v.toFixed(2),
  seo: (v) => v.toFixed(2),
  lcp: (v) => `${Math.round(v)} ms`,
  fcp: (v) => `${Math.round(v)} ms`,
  tbt: (v) => `${Math.round(v)} ms`,
  mainThread: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  si: (v) => `${Math.round(v)} ms`,
  bytes: (v) => `${Math.round(v).toLocaleString("en")} B`,
  scriptBytes: (v) => `${Math.round(v).toLocaleString("en")} B`,
}
const labels = {
  lcp: "LCP",
  fcp: "FCP",
  tbt: "TBT",
  mainThread: "main-thread work",
  cls: "CLS",
  si: "Speed Index",
  bytes: "total bytes",
  scriptBytes: "script bytes",
}
const columns = Object.keys(results)
const rows = Object.keys(format).map((key) => [
  labels[key] ?? key,
  ...columns.map((c) => format[key](results[c][key])),
])
const widths = [16, ...columns.map((c) => Math.max(c.length, 12))]
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ")
const machine = cpus()
console.log(`\nMachine: ${machine[0]?.model ?? "unknown CPU"}, ${machine.length} cores`)
const ratioTo = (key, method, page = "site") =>
  results[`${page} (${method})`][key] / results[`floor (${method})`][key]
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
for (const page of ["site", "case study"]) {
  console.log(
    `${page === "site" ? "Home page" : `Case study (${EXAMPLE}, /${caseStudy})`} against the floor, same run:`,
  )
  for (const [label, key, must] of [
    ["script bytes", "scriptBytes", budgets.scriptBytesOverFloor],
    ["main-thread work", "mainThread", budgets.mainThreadOverFloor],
  ]) {
    console.log(
      `  ${label}: ${ratioTo(key, "simulate", page).toFixed(2)}x the floor (simulated), ` +
        `${ratioTo(key, "devtools", page).toFixed(2)}x (devtools); must be <= ${must}x`,
    )
  }
  const simulated = results[`${page} (simulate)`]
  const noScript = results[`${page === "site" ? "no JS" : "case study, no JS"} (simulate)`]
  console.log(
    `  TBT: the floor's + ${Math.round(simulated.tbt - results["floor (simulate)"].tbt)} ms (simulated); ` +
      `must be <= + ${budgets.tbtOverFloorMs} ms`,
  )
  console.log(
    `  LCP: ${(simulated.lcp / noScript.lcp).toFixed(2)}x the same page with JavaScript off ` +
      `(simulated); must be <= ${budgets.lcpOverNoScript}x`,
  )
  console.log(
    `  with JavaScript off: main-thread work ${(noScript.mainThread / results["floor (simulate)"].mainThread).toFixed(2)}x ` +
      `the floor (simulated): what its HTML costs before any script`,
  )
}
console.log(
  `  the case study's scripts (from its HTML): ${kb(caseStudyScript)}, against ${kb(exampleHomeScript)} ` +
    `for its owner's home page and ${kb(plainCaseStudyScript)} for a case study without charts; ` +
    `must be no more than either`,
)
console.log(
  `  its ${charts.length} charts, each drawn for a desktop and a phone: ` +
    `${charts.map((bytes) => kb(bytes)).join(", ")} gzipped (aim: under 15 KB for a 12-bar chart)`,
)
// Lighthouse's simulation, like TCP, sends 10 segments of 1,460 bytes in a new connection's first
// round trip: HTML larger than that, with its header lines, delays the first paint by a round trip.
const firstRoundTripBytes = 10 * 1460
console.log(
  `  the home page's HTML: ${sampleHomeHtml.toLocaleString("en")} B gzipped; a new connection's first ` +
    `round trip carries ${firstRoundTripBytes.toLocaleString("en")} B, header lines included`,
)
console.log(`\n${line(["median of " + RUNS, ...columns])}`)
for (const row of rows) console.log(line(row))
console.log(
  `\ngatsby build: cold ${coldBuild.toFixed(1)} s (budget ${budgets.coldBuildSeconds} s), ` +
    `after a one-line YAML change ${rebuild.toFixed(1)} s (Gatsby's cache reused); floor ${floorBuild.toFixed(1)} s`,
)
console.log(
  `Large owner (30 projects with case studies, 30 skills): cold build ${large.cold.toFixed(1)} s ` +
    `(${(large.cold / coldBuild).toFixed(1)}x the sample's; must be <= ${budgets.largeColdBuildOverSample}x), ` +
    `after a one-line case-study edit ${large.rebuild.toFixed(1)} s (${(large.rebuild / rebuild).toFixed(2)}x ` +
    `the sample's one-line rebuild; must be <= ${budgets.largeRebuildOverSample}x); home page script ` +
    `${kb(large.homeScript)} (${(large.homeScript / sampleHomeScript).toFixed(3)}x the sample's; must be <= ` +
    `${budgets.largeHomeScriptOverSample}x), HTML ${kb(large.homeHtml)} gzipped (the sample's ${kb(sampleHomeHtml)}); ` +
    `with three charts in each case study, cold build ${largeWithCharts.cold.toFixed(1)} s`,
)

const missed = []
const check = (label, ok) => ok || missed.push(label)
check(
  `cold build ${coldBuild.toFixed(1)} s > ${budgets.coldBuildSeconds} s`,
  coldBuild <= budgets.coldBuildSeconds,
)
for (const page of ["site", "case study"]) {
  const simulated = results[`${page} (simulate)`]
  const devtools = results[`${page} (devtools)`]
  const noScript = results[`${page === "site" ? "no JS" : "case study, no JS"} (simulate)`]
  const floor = results["floor (simulate)"]
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    check(
      `${page}: ${category} ${simulated[category]} < ${budgets.simulate[category]}`,
      simulated[category] >= budgets.simulate[category],
    )
  }
  check(
    `${page}: LCP ${Math.round(simulated.lcp)} ms > ${budgets.lcpOverNoScript}x the page without JavaScript (${Math.round(noScript.lcp)} ms)`,
    simulated.lcp <= budgets.lcpOverNoScript * noScript.lcp,
  )
  check(
    `${page}: TBT ${Math.round(simulated.tbt)} ms > the floor's ${Math.round(floor.tbt)} ms + ${budgets.tbtOverFloorMs} ms`,
    simulated.tbt <= floor.tbt + budgets.tbtOverFloorMs,
  )
  check(
    `${page}: CLS ${simulated.cls.toFixed(3)} > ${budgets.simulate.cls}`,
    simulated.cls <= budgets.simulate.cls,
  )
  check(
    `${page}: devtools performance ${devtools.performance} < ${budgets.devtools.performance}`,
    devtools.performance >= budgets.devtools.performance,
  )
  check(
    `${page}: devtools LCP ${Math.round(devtools.lcp)} ms > ${budgets.devtools.lcp} ms`,
    devtools.lcp <= budgets.devtools.lcp,
  )
  const scriptRatio = ratioTo("scriptBytes", "simulate", page)
  check(
    `${page}: script bytes ${scriptRatio.toFixed(3)} x the floor > ${budgets.scriptBytesOverFloor}`,
    scriptRatio <= budgets.scriptBytesOverFloor,
  )
  const mainThreadRatio = ratioTo("mainThread", "simulate", page)
  check(
    `${page}: main-thread work ${mainThreadRatio.toFixed(2)} x the floor > ${budgets.mainThreadOverFloor}`,
    mainThreadRatio <= budgets.mainThreadOverFloor,
  )
  if (simulated.failing.length)
    console.log(`audits not passed on the ${page}: ${simulated.failing.join(", ")}`)
}
check(
  `case study's scripts ${caseStudyScript} B > its home page's ${exampleHomeScript} B`,
  caseStudyScript <= exampleHomeScript,
)
check(
  `case study's scripts ${caseStudyScript} B > a case study's without charts ${plainCaseStudyScript} B`,
  caseStudyScript <= plainCaseStudyScript,
)
check(
  `large owner's cold build ${(large.cold / coldBuild).toFixed(1)}x > ${budgets.largeColdBuildOverSample}x the sample's`,
  large.cold <= budgets.largeColdBuildOverSample * coldBuild,
)
check(
  `large owner's rebuild ${(large.rebuild / rebuild).toFixed(2)}x > ${budgets.largeRebuildOverSample}x the sample's`,
  large.rebuild <= budgets.largeRebuildOverSample * rebuild,
)
check(
  `large owner's home script ${(large.homeScript / sampleHomeScript).toFixed(3)}x > ${budgets.largeHomeScriptOverSample}x the sample's`,
  large.homeScript <= budgets.largeHomeScriptOverSample * sampleHomeScript,
)

if (missed.length) {
  console.log(`\nBudgets missed:\n- ${missed.join("\n- ")}`)
  process.exit(1)
}
console.log("\nAll budgets met.")
