// @ts-check
// A dashboard's address as its vendor's Share or Publish dialog gives it, read once for every part
// of the site that needs it: the content checks, the page's markup, the card's link, the résumé and
// the Content-Security-Policy's frame-src. Tableau Public, Power BI "Publish to web" and Looker
// Studio; each address becomes the vendor's embed address, and what is not a public view is
// refused with what to paste instead.

/**
 * @typedef {{ name: string, host: string, origin: string }} Vendor
 * @typedef {{ vendor: Vendor, embedUrl: string, openUrl: string, problem: null }} Dashboard
 *   `embedUrl` the frame's address, `openUrl` the vendor's page a visitor opens in a new tab
 * @typedef {{ vendor: null, embedUrl: null, openUrl: null, problem: string }} NoDashboard
 */

/** @type {Record<string, Vendor>} */
const VENDORS = {
  tableau: {
    name: "Tableau Public",
    host: "public.tableau.com",
    origin: "https://public.tableau.com",
  },
  powerbi: { name: "Power BI", host: "app.powerbi.com", origin: "https://app.powerbi.com" },
  looker: {
    name: "Looker Studio",
    host: "lookerstudio.google.com",
    origin: "https://lookerstudio.google.com",
  },
}

const ACCEPTED =
  'a Tableau Public view (https://public.tableau.com/views/…), a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…) or a Looker Studio report (https://lookerstudio.google.com/reporting/…)'

/** @param {string} problem @returns {NoDashboard} */
const refused = (problem) => ({ vendor: null, embedUrl: null, openUrl: null, problem })

/** @param {Vendor} vendor @param {string} embedUrl @param {string} openUrl @returns {Dashboard} */
const found = (vendor, embedUrl, openUrl) => ({ vendor, embedUrl, openUrl, problem: null })

// A path segment as it may appear in an address, without its own slashes.
const SEGMENT = "([^/?#]+)"

/**
 * A Tableau Public view: /views/<workbook>/<sheet>, or a profile's /app/profile/<user>/viz/<workbook>/<sheet>.
 * @param {URL} url
 */
function tableau(url) {
  const view =
    new RegExp(`^/views/${SEGMENT}/${SEGMENT}/?$`).exec(url.pathname) ??
    new RegExp(`^/app/profile/${SEGMENT}/viz/${SEGMENT}/${SEGMENT}/?$`).exec(url.pathname)?.slice(1)
  if (!view) {
    if (/^\/app\/profile\/[^/]+\/?$/.test(url.pathname))
      return refused(
        "a Tableau Public view, not a profile page: open the dashboard itself and paste the link of its Share button",
      )
    return refused(
      "a Tableau Public view, https://public.tableau.com/views/<workbook>/<sheet>: paste the link of the dashboard's Share button",
    )
  }
  const [, workbook, sheet] = view
  const base = `${VENDORS.tableau.origin}/views/${workbook}/${sheet}`
  return found(VENDORS.tableau, `${base}?:embed=y&:showVizHome=no`, `${base}?:showVizHome=no`)
}

/**
 * A Power BI report published to the web: /view?r=<key>. A workspace's report (/groups/…) or an
 * embed for an organisation (/reportEmbed) needs a sign-in that visitors do not have.
 * @param {URL} url
 */
function powerBi(url) {
  const key = url.searchParams.get("r")
  if (url.pathname.replace(/\/$/, "") === "/view" && key && /^[A-Za-z0-9_=-]+$/.test(key)) {
    const address = `${VENDORS.powerbi.origin}/view?r=${key}`
    return found(VENDORS.powerbi, address, address)
  }
  if (/^\/(groups|reportEmbed|links)/.test(url.pathname))
    return refused(
      'a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), not a report only signed-in users can open: use File > Embed report > Publish to web, and paste its link',
    )
  return refused(
    'a Power BI "Publish to web" link, https://app.powerbi.com/view?r=…: use File > Embed report > Publish to web, and paste its link',
  )
}

/**
 * A Looker Studio report: /reporting/<id>[/page/<page>], or its /embed/ form.
 * @param {URL} url
 */
function looker(url) {
  const report = new RegExp(`^(?:/embed)?/reporting/${SEGMENT}(/page/${SEGMENT})?/?$`).exec(
    url.pathname,
  )
  if (!report)
    return refused(
      "a Looker Studio report, https://lookerstudio.google.com/reporting/…: paste the link of the report's Share button",
    )
  const [, id, page = ""] = report
  const origin = VENDORS.looker.origin
  return found(
    VENDORS.looker,
    `${origin}/embed/reporting/${id}${page}`,
    `${origin}/reporting/${id}${page}`,
  )
}

/** @type {Record<string, (url: URL) => Dashboard | NoDashboard>} */
const BY_HOST = {
  [VENDORS.tableau.host]: tableau,
  [VENDORS.powerbi.host]: powerBi,
  [VENDORS.looker.host]: looker,
}

/**
 * What a pasted dashboard address is: its vendor, its embed address and the page to open, or what
 * the site expects instead (a phrase that follows "expected").
 * @param {unknown} address
 * @returns {Dashboard | NoDashboard}
 */
function dashboardOf(address) {
  let url
  try {
    url = new URL(String(address).trim())
  } catch {
    return refused(ACCEPTED)
  }
  const read = BY_HOST[url.hostname.toLowerCase()]
  if (!read) return refused(ACCEPTED)
  if (url.protocol !== "https:") return refused(`an https:// address (https://${url.hostname}/…)`)
  return read(url)
}

/**
 * Whether an address is on a dashboard vendor's host (a dashboard, or meant as one).
 * @param {string} address
 */
const isVendorAddress = (address) => {
  try {
    return new URL(address).hostname.toLowerCase() in BY_HOST
  } catch {
    return false
  }
}

/**
 * The origins of the vendors whose dashboards `addresses` are: the Content-Security-Policy's
 * frame-src, no more (and none for none). Sorted, so the same content gives the same policy.
 * @param {ReadonlyArray<string>} addresses
 */
const frameSources = (addresses) =>
  [
    ...new Set(
      addresses.flatMap((address) => {
        const origin = dashboardOf(address).vendor?.origin
        return origin ? [origin] : []
      }),
    ),
  ].sort()

module.exports = { VENDORS, dashboardOf, frameSources, isVendorAddress }
