// @ts-check
// How a chart writes its values: by the format of the axis that shows them (Vega's number and time
// formats, as the axis's labels are written), else dates as Vega-Lite writes them and numbers to
// four significant digits. The summary (summary.mjs) and the points' words (reading.mjs) use it.
import { defaultLocale } from "vega"
import { cellText } from "./drawn-data.mjs"
import { TOOLTIP_ROLE } from "./tooltips.mjs"

/** @typedef {Record<string, any>} VegaJson */

export const TIMES = new Set(["time", "utc"])

// How Vega-Lite writes a date where the chart gives no format (its config's timeFormat).
const TIME_FORMAT = "%b %d, %Y"
// How a number is written where the chart gives no format: four significant digits, grouped.
const NUMBER_FORMAT = ",.4~r"

// Every scale and axis of a Vega spec, its groups' too.
/** @param {VegaJson} group @param {{ scales: Map<string, VegaJson>, axes: Map<string, VegaJson>, marks: VegaJson[] }} [found] */
export function chartParts(group, found = { scales: new Map(), axes: new Map(), marks: [] }) {
  for (const scale of group.scales ?? []) found.scales.set(scale.name, scale)
  for (const axis of group.axes ?? [])
    if (!found.axes.has(axis.scale) && axis.labels !== false) found.axes.set(axis.scale, axis)
  for (const mark of group.marks ?? []) {
    if (mark.type === "group") chartParts(mark, found)
    else if (mark.from?.data && mark.role !== TOOLTIP_ROLE) found.marks.push(mark)
  }
  return found
}

// Dates that are all the first of a month (or of a year) are written as months (or years), as the
// axis's own labels write them.
const MONTH_FORMAT = "%b %Y"
const YEAR_FORMAT = "%Y"

/**
 * The format of dates where the axis gives none, by what the dates are: years, months, or days.
 * @param {unknown[]} values
 * @param {boolean} utc
 */
function dateFormatOf(values, utc) {
  const dates = values
    .filter((value) => value instanceof Date || typeof value === "number")
    .map((value) => new Date(/** @type {Date | number} */ (value)))
  const part = (/** @type {Date} */ date) =>
    utc
      ? [date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()]
      : [date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]
  const parts = dates.map(part)
  if (!parts.length || parts.some(([, day, hours, minutes]) => day !== 1 || hours || minutes))
    return TIME_FORMAT
  return parts.every(([month]) => month === 0) ? YEAR_FORMAT : MONTH_FORMAT
}

/**
 * How a scale's values are written: by its axis's format (Vega's number or time format), else a
 * date as Vega-Lite writes one (a month's or a year's where `values`, the dates it writes, are all
 * the first of one) and a number to four significant digits; a text as it is.
 * @param {ReturnType<typeof chartParts>} parts
 * @param {string} scale
 * @param {unknown[]} [values]
 */
export function formatterOf(parts, scale, values = []) {
  const axis = parts.axes.get(scale)
  const isTime = TIMES.has(parts.scales.get(scale)?.type ?? "")
  const locale = defaultLocale()
  const utc = axis?.formatType === "utc" || parts.scales.get(scale)?.type === "utc"
  const specifier =
    typeof axis?.format === "string" ? axis.format : isTime ? dateFormatOf(values, utc) : null
  if (specifier !== null) {
    try {
      if (isTime) {
        const format = utc ? locale.utcFormat(specifier) : locale.timeFormat(specifier)
        return (/** @type {unknown} */ value) =>
          value instanceof Date || typeof value === "number"
            ? format(new Date(value))
            : cellText(value, false)
      }
      const format = locale.format(withPrecision(specifier))
      return (/** @type {unknown} */ value) =>
        typeof value === "number" ? format(value) : cellText(value, false)
    } catch {
      // A format Vega cannot read: the table's writing.
    }
  }
  const plain = locale.format(NUMBER_FORMAT)
  return (/** @type {unknown} */ value) =>
    typeof value === "number" && !isTime ? plain(value) : cellText(value, isTime)
}

// An axis's number format without a precision: Vega picks one from the ticks' step ("%" writes
// 0.5%, 1.0%), where d3's own default is six places ("3.800000%"). A value between the ticks is
// written to two places (fixed and percent) or four significant digits, trailing zeros trimmed.
/** @param {string} specifier */
function withPrecision(specifier) {
  const parts = /^(.*?)(\.\d+)?(~?)([efgrsp%])$/.exec(specifier)
  if (!parts || parts[2] || parts[3]) return specifier
  const [, head, , , type] = parts
  return `${head}.${type === "f" || type === "%" ? 2 : 4}~${type}`
}
