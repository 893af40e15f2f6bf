// @ts-check
// A value of a named result as the prose of a case study writes it (value-references.js): by
// default as the result's table writes it (result-table.js: exact digits, grouped from 10,000 up,
// at most 6 decimals, rounded as decimals); or in a format its reference names. Every number is
// computed from its exact text, as a decimal, never through a JavaScript number.
const { closest, distance } = require("fastest-levenshtein")
const { isNumeric } = require("./cells")
const { aType, quotedName, shortText } = require("./quoting")
const { cellText, readableNumber } = require("./result-table")

/**
 * @typedef {{ kind: "number" } | { kind: "percent" } | { kind: "compact" } | { kind: "date" } | { kind: "currency", code: string, symbol: string }} ValueFormat
 * @typedef {{ coefficient: bigint, exponent: number }} Decimal a number as coefficient x 10^exponent
 */

const FORMAT_NAMES = ["number", "percent", "currency:<code>", "compact", "date"]

// The currencies Intl names in English (with no fallback, a code it does not know is named
// nothing): every ISO 4217 code it formats, XAU (gold), XXX and CHE too, which
// Intl.supportedValuesOf("currency") leaves out. The codes that list holds, for "did you mean".
const CURRENCY_NAMES = new Intl.DisplayNames("en", { type: "currency", fallback: "none" })
const LISTED_CURRENCIES = Intl.supportedValuesOf("currency")

/**
 * A currency's symbol as English writes it before an amount ("$", "€", "CHF"), with the
 * no-break space Intl puts between a symbol of letters and the number ("BHD 12.50").
 * @param {string} code
 */
function currencySymbol(code) {
  const symbol =
    new Intl.NumberFormat("en", { style: "currency", currency: code })
      .formatToParts(0)
      .find(({ type }) => type === "currency")?.value ?? code
  return /\p{L}$/u.test(symbol) ? `${symbol}\u00a0` : symbol
}

/**
 * The format a reference's `format=` names, or why it names none.
 * @param {string} name
 * @returns {{ format: ValueFormat, problem: null } | { format: null, problem: string }}
 */
function valueFormat(name) {
  const [kind, code = ""] = name.split(":", 2)
  if (kind === "number" || kind === "percent" || kind === "compact" || kind === "date")
    return name.includes(":") ? unknownFormat(name) : { format: { kind }, problem: null }
  if (kind !== "currency") return unknownFormat(name)
  const upper = code.toUpperCase()
  if (/^[A-Z]{3}$/.test(upper) && CURRENCY_NAMES.of(upper) !== undefined)
    return {
      format: { kind: "currency", code: upper, symbol: currencySymbol(upper) },
      problem: null,
    }
  const near = upper ? closest(upper, LISTED_CURRENCIES) : ""
  const guess = near && distance(upper, near) <= 1 ? ` (did you mean currency:${near}?)` : ""
  return {
    format: null,
    problem: `${quotedName(name)} names no currency: write currency: and its ISO 4217 code (currency:USD, currency:EUR)${guess}`,
  }
}

/** @param {string} name */
const unknownFormat = (name) => ({
  format: null,
  problem: `format=${shortText(name)} is not a format: write ${FORMAT_NAMES.join(", ")}`,
})

/**
 * A finite number's exact text (DuckDB's: "-12.50", "1.5e-7") as a decimal; null for another text.
 * @param {string} text
 * @returns {Decimal | null}
 */
function decimalOf(text) {
  const [, sign = "", whole = "", fraction = "", exponent = "0"] =
    /^([-+]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text) ?? []
  if (`${whole}${fraction}` === "") return null
  const coefficient = BigInt(`${whole}${fraction}`)
  return {
    coefficient: sign === "-" ? -coefficient : coefficient,
    exponent: Number(exponent) - fraction.length,
  }
}

/**
 * `value` rounded to `decimals` (half away from zero, as a decimal).
 * @param {Decimal} value
 * @param {number} decimals
 * @returns {Decimal}
 */
function rounded({ coefficient, exponent }, decimals) {
  if (exponent >= -decimals) return { coefficient, exponent }
  const divisor = 10n ** BigInt(-exponent - decimals)
  const negative = coefficient < 0n
  const size = negative ? -coefficient : coefficient
  const kept = size / divisor + ((size % divisor) * 2n >= divisor ? 1n : 0n)
  return { coefficient: negative ? -kept : kept, exponent: -decimals }
}

/**
 * A decimal's plain text, with at least `decimals` decimals: "1234.5" (no exponent, no grouping).
 * @param {Decimal} value
 * @param {number} [decimals]
 */
function plainText({ coefficient, exponent }, decimals = 0) {
  const sign = coefficient < 0n ? "-" : ""
  const digits = (coefficient < 0n ? -coefficient : coefficient).toString()
  if (exponent >= 0) {
    const fraction = decimals ? `.${"0".repeat(decimals)}` : ""
    return `${sign}${digits}${"0".repeat(exponent)}${fraction}`
  }
  const padded = digits.padStart(1 - exponent, "0")
  const fraction = padded.slice(exponent).padEnd(decimals, "0")
  return `${sign}${padded.slice(0, exponent)}.${fraction}`
}

const shifted = (/** @type {Decimal} */ value, /** @type {number} */ places) => ({
  coefficient: value.coefficient,
  exponent: value.exponent + places,
})

// The units of a compact number, largest first: 1.2M.
const COMPACT_UNITS = [
  { places: 12, suffix: "T" },
  { places: 9, suffix: "B" },
  { places: 6, suffix: "M" },
  { places: 3, suffix: "K" },
]

/**
 * A compact number: 1,234,567 as 1.2M, to one decimal, the unit after rounding; null from a
 * thousand trillions up (1,000T), which no unit writes short.
 * @param {Decimal} value
 */
function compactText(value) {
  for (const { places, suffix } of COMPACT_UNITS) {
    const tenths = tenthsOf(shifted(value, -places))
    const size = tenths < 0n ? -tenths : tenths
    if (size >= 10000n && places === COMPACT_UNITS[0].places) return null
    if (size >= 10n)
      return `${readableNumber(plainText({ coefficient: tenths, exponent: -1 }))}${suffix}`
  }
  return readableNumber(plainText(rounded(value, 1)))
}

/** A decimal rounded to tenths, as the count of tenths: 1.25 is 13n, 3e2 is 3000n. @param {Decimal} value */
function tenthsOf(value) {
  const { coefficient, exponent } = rounded(value, 1)
  return coefficient * 10n ** BigInt(exponent + 1)
}

/** A currency's amount: two decimals, grouped as the tables group, the symbol before it. */
function currencyText(/** @type {Decimal} */ value, /** @type {string} */ symbol) {
  const text = plainText(rounded(value, 2), 2)
  const negative = text.startsWith("-") && /[1-9]/.test(text)
  const [whole, fraction] = text.replace(/^-/, "").split(".")
  return `${negative ? "-" : ""}${symbol}${readableNumber(whole)}.${fraction}`
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/**
 * A date's text ("2024-06-30", a timestamp's "2024-06-30 12:00:00") as "June 30, 2024"; a date
 * before the common era, which DuckDB writes "0044-03-15 (BC)" (a timestamp's
 * "0044-03-15 (BC) 12:00:00"), with its era: "March 15, 44 BC".
 * @param {string} text
 */
function dateText(text) {
  const [, year, month, day, era] = /^(\d{4,})-(\d{2})-(\d{2})( \(BC\))?(?:$|[ T])/.exec(text) ?? []
  if (!year) return null
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${Number(year)}${era ? " BC" : ""}`
}

// DuckDB's types whose value is a date or a moment.
const isDateType = (/** @type {string} */ type) => /^(DATE|TIMESTAMP)/i.test(type)

/**
 * A value of a result as a sentence shows it, from its exact text and its column's DuckDB type, in
 * `format` (null: as the result's table writes it); or why it cannot take that format.
 * @param {string} text
 * @param {string} type
 * @param {ValueFormat | null} format
 * @returns {{ value: string, problem: null } | { value: null, problem: string }}
 */
function formattedValue(text, type, format) {
  if (!format) return { value: cellText(text, type), problem: null }
  const cannot = (/** @type {string} */ why) => ({ value: null, problem: why })
  if (format.kind === "date") {
    const value = isDateType(type) ? dateText(text) : null
    if (value === null)
      return cannot(
        isDateType(type)
          ? `format=date cannot write the ${shortText(type)} ${shortText(text)}: leave the format out`
          : `format=date needs a date, and the value is ${aType(type)} (${shortText(text)})`,
      )
    return { value, problem: null }
  }
  const name = format.kind === "currency" ? `currency:${format.code}` : format.kind
  if (!isNumeric(type))
    return cannot(`format=${name} needs a number, and the value is ${aType(type)}`)
  if (format.kind === "number") return { value: readableNumber(text), problem: null }
  const decimal = decimalOf(text)
  if (!decimal)
    return cannot(`format=${name} cannot write ${shortText(text)}: leave the format out`)
  if (format.kind === "percent")
    return { value: `${readableNumber(plainText(shifted(decimal, 2)))}%`, problem: null }
  if (format.kind === "compact") {
    const value = compactText(decimal)
    return value === null
      ? cannot(
          `format=compact writes numbers under a thousand trillions (1,000T), and the value is ${shortText(text)}: leave the format out`,
        )
      : { value, problem: null }
  }
  return { value: currencyText(decimal, format.symbol), problem: null }
}

module.exports = { FORMAT_NAMES, formattedValue, valueFormat }
