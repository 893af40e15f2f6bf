// @ts-check
// A built page's Speculation Rules (developer.chrome.com/docs/web-platform/prerender-pages): a link
// to another page of the site is prefetched and prerendered once a visitor shows the intent to
// follow it (the pointer rests on it, or goes down on it), so that the next page appears at once.
// Browsers without them load the page on the click, as any link. Files (a PDF, a notebook, a
// download) and links that open elsewhere are left alone.

/**
 * The rules, as the JSON of a <script type="speculationrules">.
 * @param {string} pathPrefix the site's path prefix ("" or "/portfolio")
 */
function speculationRules(pathPrefix) {
  const pages = {
    and: [
      { or: [{ href_matches: `${pathPrefix}/` }, { href_matches: `${pathPrefix}/*/` }] },
      { not: { selector_matches: "[download], [target]" } },
    ],
  }
  return JSON.stringify({
    prefetch: [{ where: pages, eagerness: "moderate" }],
    prerender: [{ where: pages, eagerness: "moderate" }],
  })
}

module.exports = { speculationRules }
