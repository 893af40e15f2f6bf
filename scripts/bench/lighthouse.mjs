// Lighthouse runs for the bench: one audit of a page, and medians of pages audited in turns.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js"
import { chromiumFlags, chromiumPath } from "../chromium.mjs"
import { gzipped } from "../static-server.mjs"

// The bytes of scripts as the page weighs them: their bodies as the server sends them (`gzipped`),
// without the header lines.
async function scriptBodyBytes(urls) {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipped(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

// The CPU time of the tasks Lighthouse sums as main-thread work, in ms, unthrottled. Lighthouse
// sums their wall time, which a shared machine stretches with other programs' work: here about
// twice the CPU time. A task the trace gives no CPU time counts its wall time.
async function mainThreadCpuTime(trace) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() })
  return tasks
    .filter((task) => !task.parent)
    .reduce((sum, task) => sum + (task.event.tdur ?? task.event.dur) / 1000, 0)
}

// One Lighthouse run (mobile preset) of `url` in a fresh Chromium, with the figures the budgets use.
export async function audit(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  })
  try {
    const { lhr, artifacts } = await lighthouse(url, {
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const mediansOf = (runs) => {
  const keys = Object.keys(runs[0]).filter((key) => key !== "failing")
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  }
}

// The medians of `runs` audits of each page ({ name: url }), the pages taking turns run after run:
// a machine that slows down for a while slows all of them, and the ratios stay fair. Each page's
// `turns` keeps its audits in the order they ran, for ratios taken turn by turn (pairedRatio).
export async function auditInTurns(pages, throttlingMethod, runs) {
  const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]))
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(pages))
      results[name].push(await audit(url, throttlingMethod))
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [name, { ...mediansOf(list), turns: list }]),
  )
}

// Each turn's ratio of a figure between two pages audited one after the other (a page and its
// copy without JavaScript), lowest first: on a shared machine a run's figures move together by a
// fifth, which a ratio of two medians carries and a ratio within a turn cancels.
const pairedRatios = (page, reference, key) =>
  page.turns.map((turn, index) => turn[key] / reference.turns[index][key]).sort((a, b) => a - b)

// The probability that the k-th lowest to the k-th highest of n ratios hold their true median.
function coverage(n, k) {
  let below = 0
  let choose = 1 // n choose i
  for (let i = 0; i < k; i++) {
    below += choose
    choose = (choose * (n - i)) / (i + 1)
  }
  return 1 - (2 * below) / 2 ** n
}

// The median of the turns' ratios, and the interval that holds the true median with at least 95%
// probability (the order statistics' own interval, which assumes nothing of the noise's shape):
// with nine turns, the second lowest to the second highest, 96%. It says what one run can tell
// apart. With fewer than six turns no interval reaches 95%, and the lowest to the highest is given.
export function pairedRatio(page, reference, key) {
  const ratios = pairedRatios(page, reference, key)
  const n = ratios.length
  let k = 1
  while (coverage(n, k + 1) >= 0.95) k++
  return {
    median: median(ratios),
    low: ratios[k - 1],
    high: ratios[n - k],
    coverage: coverage(n, k),
  }
}
