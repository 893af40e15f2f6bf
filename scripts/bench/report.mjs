// @ts-check
// What the bench prints: the ratios each page type is held to, a table of the medians, and the
// musts it missed.
import { budgets } from "../budgets.mjs"
import { pairedDifference, pairedRatio } from "./statistics.mjs"

/** @typedef {import("./lighthouse.mjs").Medians} Medians */
/** @typedef {(value: number) => string} Format */

/** @type {Format} */
const ms = (v) => `${Math.round(v)} ms`
/** @type {Format} */
const signedMs = (v) => {
  const rounded = Math.round(v)
  return `${rounded < 0 ? "-" : "+"} ${Math.abs(rounded)} ms`
}
/** @type {Format} */
const score = (v) => v.toFixed(2)
/** @type {Format} */
const bytes = (v) => `${Math.round(v).toLocaleString("en")} B`
/** @type {Format} */
export const kb = (value) => `${(value / 1000).toFixed(1)} KB`

/** @type {Array<[string, keyof import("./lighthouse.mjs").Figures, Format]>} */
const rows = [
  ["performance", "performance", score],
  ["accessibility", "accessibility", score],
  ["best-practices", "best-practices", score],
  ["seo", "seo", score],
  ["LCP", "lcp", ms],
  ["FCP", "fcp", ms],
  ["TBT", "tbt", ms],
  ["main-thread work", "mainThread", ms],
  ["main-thread CPU", "mainThreadCpu", ms],
  ["CLS", "cls", (v) => v.toFixed(3)],
  ["Speed Index", "si", ms],
  ["total bytes", "bytes", bytes],
  ["script bytes", "scriptBytes", bytes],
]

// The medians of every audited column ({ "home page (simulate)": medians, ... }) as a table;
// `runs` says of how many runs each ("9 / 5": simulated, devtools).
/**
 * @param {Record<string, Medians>} columns
 * @param {string} runs
 */
export function mediansTable(columns, runs) {
  const names = Object.keys(columns)
  const widths = [16, ...names.map((name) => Math.max(name.length, 12))]
  /** @param {unknown[]} cells */
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ")
  return [
    line([`median of ${runs}`, ...names]),
    ...rows.map(([label, key, format]) =>
      line([label, ...names.map((n) => format(columns[n][key]))]),
    ),
  ].join("\n")
}

// One page type against the floor and against the same page with JavaScript off (its HTML alone,
// the limit), in the same run: what it prints, and the musts it missed. `page` holds its medians
// with simulated and devtools throttling and, simulated, with JavaScript off.
/**
 * @param {string} name
 * @param {{ simulate: Medians, devtools: Medians, noScript: Medians }} page
 * @param {{ simulate: Medians, devtools: Medians }} floor
 */
export function pageVerdict(name, page, floor) {
  const { simulate, devtools, noScript } = page
  /** @type {(key: keyof import("./lighthouse.mjs").Figures, method: "simulate" | "devtools") => number} */
  const ratio = (key, method) => page[method][key] / floor[method][key]
  const paired = pairedRatio(simulate, noScript, "mainThread")
  const overNoScript = paired.median
  const cpu = pairedRatio(simulate, noScript, "mainThreadCpu")
  const tbt = pairedDifference(simulate, noScript, "tbt")
  /** @typedef {{ low: number, high: number, coverage: number }} Interval */
  /** @param {Interval} interval */
  const interval = ({ low, high, coverage }) =>
    `${Math.round(coverage * 100)}% interval ${low.toFixed(2)}x-${high.toFixed(2)}x`
  /** @param {Interval} interval */
  const msInterval = ({ low, high, coverage }) =>
    `${Math.round(coverage * 100)}% interval ${Math.round(low)} to ${Math.round(high)} ms`
  const lines = [
    `${name}, same run:`,
    `  script bytes: ${ratio("scriptBytes", "simulate").toFixed(2)}x the floor; must be <= ` +
      `${budgets.scriptBytesOverFloor}x`,
    `  main-thread work: ${overNoScript.toFixed(2)}x the page without JavaScript (simulated, ` +
      `the median of each turn's ratio; ${interval(paired)}), must be <= ` +
      `${budgets.mainThreadOverNoScript}x; ` +
      `${ratio("mainThread", "simulate").toFixed(2)}x the floor (simulated), ` +
      `${ratio("mainThread", "devtools").toFixed(2)}x (devtools), must be <= ${budgets.mainThreadOverFloor}x`,
    `  main-thread CPU time (the same tasks, unthrottled): ${cpu.median.toFixed(2)}x the page ` +
      `without JavaScript (${interval(cpu)}), reported`,
    `  TBT: the page without JavaScript's ${signedMs(tbt.median)} (simulated, the median of ` +
      `each turn's difference; ${msInterval(tbt)}; the medians' difference ` +
      `${signedMs(simulate.tbt - noScript.tbt)}), must be <= + ${budgets.tbtOverNoScriptMs} ms; ` +
      `the floor's ${signedMs(simulate.tbt - floor.simulate.tbt)} (simulated), must be <= + ` +
      `${budgets.tbtOverFloorMs} ms`,
    `  LCP: ${(simulate.lcp / noScript.lcp).toFixed(2)}x the page without JavaScript ` +
      `(simulated), must be <= ${budgets.lcpOverNoScript}x`,
    `  with JavaScript off: main-thread work ${(noScript.mainThread / floor.simulate.mainThread).toFixed(2)}x ` +
      `the floor (simulated): what its HTML costs before any script`,
  ]
  if (simulate.failing.length) lines.push(`  audits not passed: ${simulate.failing.join(", ")}`)

  /** @type {string[]} */
  const missed = []
  /** @type {(label: string, ok: boolean) => unknown} */
  const check = (label, ok) => ok || missed.push(`${name}: ${label}`)
  // The budgets' categories are Lighthouse's figures of the same names.
  const categories = /** @type {Array<[keyof import("./lighthouse.mjs").Figures, number]>} */ (
    Object.entries(budgets.simulate)
  )
  for (const [category, must] of categories.filter(([c]) => c !== "cls"))
    check(`${category} ${simulate[category]} < ${must}`, simulate[category] >= must)
  check(
    `LCP ${ms(simulate.lcp)} > ${budgets.lcpOverNoScript}x the page without JavaScript (${ms(noScript.lcp)})`,
    simulate.lcp <= budgets.lcpOverNoScript * noScript.lcp,
  )
  check(
    `main-thread work ${overNoScript.toFixed(2)}x the page without JavaScript > ` +
      `${budgets.mainThreadOverNoScript}x`,
    overNoScript <= budgets.mainThreadOverNoScript,
  )
  check(
    `TBT: the page without JavaScript's ${signedMs(tbt.median)} (the median of each turn's ` +
      `difference), must be <= + ${budgets.tbtOverNoScriptMs} ms`,
    tbt.median <= budgets.tbtOverNoScriptMs,
  )
  check(
    `TBT ${ms(simulate.tbt)} > the floor's ${ms(floor.simulate.tbt)} + ${budgets.tbtOverFloorMs} ms`,
    simulate.tbt <= floor.simulate.tbt + budgets.tbtOverFloorMs,
  )
  check(
    `CLS ${simulate.cls.toFixed(3)} > ${budgets.simulate.cls}`,
    simulate.cls <= budgets.simulate.cls,
  )
  check(
    `devtools performance ${devtools.performance} < ${budgets.devtools.performance}`,
    devtools.performance >= budgets.devtools.performance,
  )
  check(
    `devtools LCP ${ms(devtools.lcp)} > ${budgets.devtools.lcpMs} ms`,
    devtools.lcp <= budgets.devtools.lcpMs,
  )
  check(
    `script bytes ${ratio("scriptBytes", "simulate").toFixed(3)}x the floor > ${budgets.scriptBytesOverFloor}x`,
    ratio("scriptBytes", "simulate") <= budgets.scriptBytesOverFloor,
  )
  check(
    `main-thread work ${ratio("mainThread", "simulate").toFixed(2)}x the floor > ${budgets.mainThreadOverFloor}x`,
    ratio("mainThread", "simulate") <= budgets.mainThreadOverFloor,
  )
  return { lines, missed }
}
