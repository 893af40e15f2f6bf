// @ts-check
// Lighthouse runs for the bench: one audit of a page, and medians of pages audited in turns.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js"
import { chromiumFlags, chromiumPath } from "../chromium.mjs"
import { gzipped } from "../static-server.mjs"
import { median } from "./statistics.mjs"

// The bytes of scripts as the page weighs them: their bodies as the server sends them (`gzipped`),
// without the header lines.
/** @param {string[]} urls */
async function scriptBodyBytes(urls) {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipped(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

// The CPU time of the tasks Lighthouse sums as main-thread work, in ms, unthrottled. Lighthouse
// sums their wall time, which a shared machine stretches with other programs' work: here about
// twice the CPU time. A task the trace gives no CPU time counts its wall time.
/** @param {import("lighthouse").Artifacts["Trace"]} trace */
async function mainThreadCpuTime(trace) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() })
  return tasks
    .filter((task) => !task.parent)
    .reduce((sum, task) => {
      // Chromium's trace events carry their thread's CPU time (tdur); Lighthouse's type omits it.
      const event = /** @type {{ tdur?: number, dur: number }} */ (task.event)
      return sum + (event.tdur ?? event.dur) / 1000
    }, 0)
}

// One Lighthouse run (mobile preset) of `url` in a fresh Chromium, with the figures the budgets use.
/**
 * @param {string} url
 * @param {"simulate" | "devtools"} throttlingMethod
 */
export async function audit(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      throttlingMethod,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr, artifacts } = result
    // Lighthouse types a category's score and an audit's value as optional; the categories asked
    // for and the audits read here are scored and numeric whenever the run succeeds.
    /** @param {string} id */
    const numeric = (id) => /** @type {number} */ (lhr.audits[id].numericValue)
    /** @param {string} category */
    const score = (category) => /** @type {number} */ (lhr.categories[category].score)
    // The network-requests audit's details are a table, of a row per request.
    const requests = /** @type {Array<{ resourceType: string, url: string }>} */ (
      /** @type {{ items: unknown[] }} */ (lhr.audits["network-requests"].details).items
    )
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: numeric("largest-contentful-paint"),
      fcp: numeric("first-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      si: numeric("speed-index"),
      mainThread: numeric("mainthread-work-breakdown"),
      mainThreadCpu: await mainThreadCpuTime(artifacts.Trace),
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

/** @typedef {Awaited<ReturnType<typeof audit>>} Audit One audit's figures, and the audits it failed. */
/** @typedef {Omit<Audit, "failing">} Figures */
/** @typedef {Figures & { failing: string[], turns: Audit[] }} Medians A page's medians, and its audits in the order they ran. */

/** @param {Audit[]} runs */
const mediansOf = (runs) => {
  const keys = /** @type {Array<keyof Figures>} */ (
    Object.keys(runs[0]).filter((key) => key !== "failing")
  )
  return {
    .../** @type {Figures} */ (
      Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
    ),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  }
}

// The medians of `runs` audits of each page ({ name: url }), the pages taking turns run after run:
// a machine that slows down for a while slows all of them, and the ratios stay fair. Each page's
// `turns` keeps its audits in the order they ran, for figures compared turn by turn
// (statistics.mjs).
/**
 * @param {Record<string, string>} pages
 * @param {"simulate" | "devtools"} throttlingMethod
 * @param {number} runs
 * @returns {Promise<Record<string, Medians>>}
 */
export async function auditInTurns(pages, throttlingMethod, runs) {
  /** @type {Record<string, Audit[]>} */
  const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]))
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(pages))
      results[name].push(await audit(url, throttlingMethod))
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [name, { ...mediansOf(list), turns: list }]),
  )
}
