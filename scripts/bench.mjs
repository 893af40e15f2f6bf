// npm run bench: times a cold build of the site and a rebuild after a one-line YAML change, builds
// the framework floor (bench/floor), serves both on 127.0.0.1 with gzip, runs Lighthouse on each
// (mobile preset, medians of 3 as DESIGN.md says, BENCH_RUNS for more; the two take turns) with
// simulated and with devtools throttling, prints the machine and a table that leads with the
// ratios to the floor, and exits non-zero when a budget of DESIGN.md is missed. Machines differ in
// speed: the ratios to the floor, measured in the same run, are what carries from one machine to
// another. With simulated throttling it also measures the site's own page with JavaScript off: what
// the HTML alone costs, before any script runs.
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { gzipped, serveStatic } from "./static-server.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SITE_PORT = 9411
const FLOOR_PORT = 9412
const NO_SCRIPT_PORT = 9413

// DESIGN.md's musts.
const budgets = {
  simulate: {
    performance: 0.99,
    accessibility: 1,
    "best-practices": 1,
    seo: 1,
    lcp: 1500,
    tbt: 50,
    cls: 0.01,
  },
  devtools: { performance: 0.97, lcp: 1200 },
  scriptBytesOverFloor: 1.15,
  mainThreadOverFloor: 1.5,
  coldBuildSeconds: 90,
}

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

// The built site as a browser with JavaScript off renders it: no scripts (the JSON-LD stays, it is
// data), and the <noscript> fallbacks (gatsby-plugin-image's) live.
function noScriptCopy(site) {
  const copy = mkdtempSync(path.join(tmpdir(), "bench-no-script-"))
  cpSync(site, copy, { recursive: true })
  const page = path.join(copy, "index.html")
  const html = readFileSync(page, "utf8")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<\/?noscript>/g, "")
  writeFileSync(page, html)
  return copy
}

const siteOrigin = `http://127.0.0.1:${SITE_PORT}`
const siteEnv = { SITE_URL: siteOrigin }
console.log("Timing a cold build and a rebuild after a one-line YAML change...")
spawnSync("npx", ["gatsby", "clean"], { stdio: "ignore" })
const coldBuild = build(".", siteEnv)
const rebuild = timeOneLineChange(siteEnv)
console.log("Building the site again as it is, and the framework floor...")
build(".", siteEnv)
const floorBuild = build("bench/floor")
const noScriptSite = noScriptCopy("public")
const servers = [
  await serveStatic("public", SITE_PORT),
  await serveStatic("bench/floor/public", FLOOR_PORT),
  await serveStatic(noScriptSite, NO_SCRIPT_PORT),
]

const results = {}
try {
  for (const method of ["simulate", "devtools"]) {
    console.log(`Lighthouse, ${method} throttling: ${RUNS} runs of each page...`)
    const medians = await alternatingMedians(
      {
        site: `${siteOrigin}/`,
        floor: `${servers[1].origin}/`,
        ...(method === "simulate" && { "no JS": `${servers[2].origin}/` }),
      },
      method,
    )
    for (const [name, values] of Object.entries(medians)) results[`${name} (${method})`] = values
  }
} finally {
  await Promise.all(servers.map((server) => server.close()))
  rmSync(noScriptSite, { recursive: true, force: true })
}

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
console.log("Site against the floor, same run (the budgets are ratios where they can be):")
for (const [label, key, must] of [
  ["script bytes", "scriptBytes", budgets.scriptBytesOverFloor],
  ["main-thread work", "mainThread", budgets.mainThreadOverFloor],
]) {
  console.log(
    `  ${label}: ${ratioTo(key, "simulate").toFixed(2)}x the floor (simulated), ` +
      `${ratioTo(key, "devtools").toFixed(2)}x (devtools); must be <= ${must}x`,
  )
}
console.log(
  `  TBT: floor + ${Math.round(results["site (simulate)"].tbt - results["floor (simulate)"].tbt)} ms (simulated)`,
)
console.log(
  `  the same page with JavaScript off: main-thread work ` +
    `${ratioTo("mainThread", "simulate", "no JS").toFixed(2)}x ` +
    `the floor (simulated): what its HTML costs before any script`,
)
// Lighthouse's simulation, like TCP, sends 10 segments of 1,460 bytes in a new connection's first
// round trip: HTML larger than that, with its header lines, delays the first paint by a round trip.
const firstRoundTripBytes = 10 * 1460
const htmlBytes = gzipped(readFileSync("public/index.html")).length
console.log(
  `  the page's HTML: ${htmlBytes.toLocaleString("en")} B gzipped; a new connection's first ` +
    `round trip carries ${firstRoundTripBytes.toLocaleString("en")} B, header lines included`,
)
console.log(`\n${line(["median of " + RUNS, ...columns])}`)
for (const row of rows) console.log(line(row))
console.log(
  `\ngatsby build: cold ${coldBuild.toFixed(1)} s (budget ${budgets.coldBuildSeconds} s), ` +
    `after a one-line YAML change ${rebuild.toFixed(1)} s (Gatsby's cache reused); floor ${floorBuild.toFixed(1)} s`,
)

const missed = []
const check = (label, ok) => ok || missed.push(label)
check(
  `cold build ${coldBuild.toFixed(1)} s > ${budgets.coldBuildSeconds} s`,
  coldBuild <= budgets.coldBuildSeconds,
)
const simulated = results["site (simulate)"]
const devtools = results["site (devtools)"]
for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
  check(
    `${category} ${simulated[category]} < ${budgets.simulate[category]}`,
    simulated[category] >= budgets.simulate[category],
  )
}
check(
  `LCP ${Math.round(simulated.lcp)} ms > ${budgets.simulate.lcp} ms`,
  simulated.lcp <= budgets.simulate.lcp,
)
check(
  `TBT ${Math.round(simulated.tbt)} ms > ${budgets.simulate.tbt} ms`,
  simulated.tbt <= budgets.simulate.tbt,
)
check(
  `CLS ${simulated.cls.toFixed(3)} > ${budgets.simulate.cls}`,
  simulated.cls <= budgets.simulate.cls,
)
check(
  `devtools performance ${devtools.performance} < ${budgets.devtools.performance}`,
  devtools.performance >= budgets.devtools.performance,
)
check(
  `devtools LCP ${Math.round(devtools.lcp)} ms > ${budgets.devtools.lcp} ms`,
  devtools.lcp <= budgets.devtools.lcp,
)
const scriptRatio = ratioTo("scriptBytes", "simulate")
check(
  `script bytes ${scriptRatio.toFixed(3)} x the floor > ${budgets.scriptBytesOverFloor}`,
  scriptRatio <= budgets.scriptBytesOverFloor,
)
const mainThreadRatio = ratioTo("mainThread", "simulate")
check(
  `main-thread work ${mainThreadRatio.toFixed(2)} x the floor > ${budgets.mainThreadOverFloor}`,
  mainThreadRatio <= budgets.mainThreadOverFloor,
)
if (simulated.failing.length)
  console.log(`audits not passed on the site: ${simulated.failing.join(", ")}`)

if (missed.length) {
  console.log(`\nBudgets missed:\n- ${missed.join("\n- ")}`)
  process.exit(1)
}
console.log("\nAll budgets met.")
