// What one owner's page may and may not show of another owner's content, kept free of Playwright
// so that the unit tests can prove the checks fail when they should (__tests__/e2e/).

const words = (text: string) => text.replace(/\s+/g, " ").trim()

// The other owner's texts (three words or more) that are on this page although this owner did not
// write them. A text both owners wrote, alone or inside a longer text of this owner's (a shared
// job title, say), is this owner's too, and no leak.
export function leakedTexts(
  pageText: string,
  ownTexts: ReadonlyArray<string>,
  otherTexts: ReadonlyArray<string>,
): string[] {
  const page = words(pageText)
  const own = ownTexts.map(words)
  return otherTexts
    .map(words)
    .filter((text) => text.split(" ").length >= 3)
    .filter((text) => !own.some((mine) => mine.includes(text)))
    .filter((text) => page.includes(text))
}

// Words that show a value the page failed to fill in ("undefined", "null", "[object Object]"),
// found outside the owner's own texts: an owner may well write about null values.
export function unfilledValues(pageText: string, ownTexts: ReadonlyArray<string>): string[] {
  const marker = /\bundefined\b|\bnull\b|\[object Object\]/g
  const rest = ownTexts
    .map(words)
    .filter((text) => new RegExp(marker.source).test(text))
    .sort((a, b) => b.length - a.length)
    .reduce((page, text) => page.split(text).join("\n"), words(pageText))
  return rest.match(marker) ?? []
}

// Every text an owner wrote, links and file names too.
export const writtenTexts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(writtenTexts)
      : []
