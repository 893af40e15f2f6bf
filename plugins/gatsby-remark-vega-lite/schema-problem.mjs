// @ts-check
// Why Vega-Lite's JSON schema refuses a spec the compiler could not compile, in one sentence, or
// null when the schema accepts it. Ajv makes code of the schema (Vega-Lite's own, never the
// owner's), which the chart box's process may not do (chart-box.js): chart.mjs runs this in a
// process of its own (engine-box). Loaded only then: the schema takes seconds to compile.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Ajv } from "ajv"

/** @typedef {import("./fit.mjs").Spec} Spec */

const requireHere = createRequire(import.meta.url)

/** @type {import("ajv").ValidateFunction | undefined} */
let validate
/** @param {Spec} spec */
export function schemaProblem(spec) {
  const valid = (validate ??= new Ajv({ strict: false, validateFormats: false }).compile(
    JSON.parse(readFileSync(requireHere.resolve("vega-lite/vega-lite-schema.json"), "utf8")),
  ))
  if (valid(spec)) return null
  const errors = valid.errors ?? []
  const deepest = Math.max(...errors.map((error) => error.instancePath.length))
  const at = errors.filter((error) => error.instancePath.length === deepest)
  const allowed = [
    ...new Set(
      at.flatMap(
        ({ params }) =>
          params.allowedValues ?? ("allowedValue" in params ? [params.allowedValue] : []),
      ),
    ),
  ]
  const where = at[0].instancePath
    ? `"${at[0].instancePath.slice(1).replace(/\//g, ".")}"`
    : "the spec"
  const value = at[0].instancePath
    .split("/")
    .slice(1)
    .reduce((/** @type {Spec | undefined} */ inner, key) => inner?.[key], spec)
  return allowed.length
    ? `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}`
    : `${where} ${at[0].message}`
}
