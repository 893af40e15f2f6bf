// @ts-check
// The owner's text and a result's values as a sentence of the build quotes them. A piece of either
// can be any length (a reference left open reaches the end of its paragraph, a cell can hold
// megabytes, a result thousands of columns), and a problem is one line of a log: so each piece is
// cut to QUOTED_LENGTH characters, "…" where it was cut, and a list to a few of its items. A name
// is quoted as a reference writes it, in double quotes with a quote in it doubled, so that a name
// holding `", "` reads as one name.

// The most characters of one piece of text a sentence quotes.
const QUOTED_LENGTH = 80
// The most names a list quotes.
const LISTED_NAMES = 10

/**
 * `text` cut to QUOTED_LENGTH characters, its last one "…" where it was cut (never half of a
 * character written as two UTF-16 units).
 * @param {string} text
 */
function shortText(text) {
  if (text.length <= QUOTED_LENGTH) return text
  const kept = text.slice(0, QUOTED_LENGTH - 1)
  return `${/[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept}…`
}

/** A name or value in double quotes, a quote in it doubled, cut to its length. @param {string} name */
const quotedName = (name) => `"${shortText(name).replace(/"/g, '""')}"`

/**
 * Names quoted and listed: the first `limit`, then how many there are in all.
 * @param {ReadonlyArray<string>} names
 * @param {number} [limit]
 */
const quotedList = (names, limit = LISTED_NAMES) =>
  names.length > limit
    ? `${names.slice(0, limit).map(quotedName).join(", ")}, … (${names.length.toLocaleString("en")} in all)`
    : names.map(quotedName).join(", ")

/** A DuckDB type with its article, as a sentence names it: "an INTEGER", "a UUID". @param {string} type */
const aType = (type) => `${/^[AEIO]/i.test(type) ? "an" : "a"} ${shortText(type)}`

module.exports = { QUOTED_LENGTH, aType, quotedList, quotedName, shortText }
