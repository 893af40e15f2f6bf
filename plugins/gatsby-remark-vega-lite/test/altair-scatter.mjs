// @ts-check
// What Altair 5 saves for a scatter of `rows` customers with tooltips (`chart.save("x.vl.json")`
// of alt.Chart(df).mark_circle().encode(x=…, y=…, color=…, tooltip=[…])): its default view
// config, the data frame as a named dataset (named by a digest of its rows), every float at full
// precision, as pandas writes it. The rows are pseudo-random, the same each time (a seeded
// generator). Used by the tests; not a test itself.
import { createHash } from "node:crypto"

/** @param {number} rows */
export function altairScatter(rows) {
  let seed = 20251127
  // mulberry32: uniform in [0, 1).
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  const plans = ["Basic", "Business", "Enterprise"]
  const data = Array.from({ length: rows }, (_, index) => {
    const plan = index % plans.length
    return {
      customer: `C-${10000 + index}`,
      tenure_months: Math.max(1, Math.round(24 + 12 * normal() + 6 * plan)),
      monthly_spend: 20 + 15 * plan + 8 * normal(),
      plan: plans[plan],
    }
  })
  const name = `data-${createHash("md5").update(JSON.stringify(data)).digest("hex")}`
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v5.20.1.json",
    config: { view: { continuousWidth: 300, continuousHeight: 300 } },
    data: { name },
    mark: { type: "circle" },
    encoding: {
      color: { field: "plan", type: "nominal" },
      tooltip: [
        { field: "customer", type: "nominal" },
        { field: "tenure_months", type: "quantitative" },
        { field: "monthly_spend", type: "quantitative" },
        { field: "plan", type: "nominal" },
      ],
      x: { field: "tenure_months", type: "quantitative" },
      y: { field: "monthly_spend", type: "quantitative" },
    },
    datasets: { [name]: data },
  }
}
