// @ts-check
// A dashboard's or a live app's address as its vendor's Share or Publish dialog (or the browser's
// address bar) gives it, read once for every part of the site that needs it: the content checks,
// the page's markup, the card's link, the résumé, the skills' evidence and the
// Content-Security-Policy's frame-src. Dashboards: Tableau Public, Power BI "Publish to web" and
// Looker Studio. Live apps: Streamlit Community Cloud, Hugging Face Spaces, shinyapps.io and
// Observable notebooks. Each address becomes the embed address its vendor documents, and what is
// not public is refused with what to paste instead.

/**
 * @typedef {"dashboard" | "app" | "notebook"} Noun what the vendor's frame holds, as the page names it
 * @typedef {{ name: string, noun: Noun, skillNames: string[] }} Vendor
 *   `skillNames` the skill names its work counts for (the vendor's name first)
 * @typedef {{ vendor: Vendor, embedUrl: string, openUrl: string, frameOrigin: string, frameHost: string, problem: null }} Dashboard
 *   `embedUrl` the frame's address, `openUrl` the vendor's page a visitor opens in a new tab,
 *   `frameOrigin` and `frameHost` the frame's origin (its frame-src) and host
 * @typedef {{ vendor: null, embedUrl: null, openUrl: null, frameOrigin: null, frameHost: null, problem: string }} NoDashboard
 */

/** @type {Record<string, Vendor>} */
const VENDORS = {
  tableau: { name: "Tableau Public", noun: "dashboard", skillNames: ["Tableau Public", "Tableau"] },
  powerbi: { name: "Power BI", noun: "dashboard", skillNames: ["Power BI"] },
  looker: { name: "Looker Studio", noun: "dashboard", skillNames: ["Looker Studio"] },
  streamlit: {
    name: "Streamlit Community Cloud",
    noun: "app",
    skillNames: ["Streamlit Community Cloud", "Streamlit"],
  },
  huggingface: {
    name: "Hugging Face Spaces",
    noun: "app",
    skillNames: ["Hugging Face Spaces", "Hugging Face"],
  },
  shiny: { name: "shinyapps.io", noun: "app", skillNames: ["shinyapps.io", "Shiny"] },
  observable: { name: "Observable", noun: "notebook", skillNames: ["Observable"] },
}

const ACCEPTED =
  'a Tableau Public view (https://public.tableau.com/views/…), a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), a Looker Studio report (https://lookerstudio.google.com/reporting/…), a Streamlit app (https://<app>.streamlit.app), a Hugging Face Space (https://huggingface.co/spaces/<owner>/<space>), a Shiny app (https://<account>.shinyapps.io/<app>/) or an Observable notebook (https://observablehq.com/@<owner>/<notebook>)'

/** @param {string} problem @returns {NoDashboard} */
const refused = (problem) => ({
  vendor: null,
  embedUrl: null,
  openUrl: null,
  frameOrigin: null,
  frameHost: null,
  problem,
})

/** @param {Vendor} vendor @param {string} embedUrl @param {string} openUrl @returns {Dashboard} */
function found(vendor, embedUrl, openUrl) {
  const { origin, host } = new URL(embedUrl)
  return { vendor, embedUrl, openUrl, frameOrigin: origin, frameHost: host, problem: null }
}

// A path segment as it may appear in an address, without its own slashes.
const SEGMENT = "([^/?#]+)"
// A host name's first label: letters, digits and inner hyphens (what a vendor gives an app).
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

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
  const base = `https://public.tableau.com/views/${workbook}/${sheet}`
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
    const address = `https://app.powerbi.com/view?r=${key}`
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
  const origin = "https://lookerstudio.google.com"
  return found(
    VENDORS.looker,
    `${origin}/embed/reporting/${id}${page}`,
    `${origin}/reporting/${id}${page}`,
  )
}

/**
 * A Streamlit Community Cloud app: https://<app>.streamlit.app, or one of its pages; embedded with
 * `?embed=true` (docs.streamlit.io, "Embed your app"). The workspace at share.streamlit.io is the
 * owner's only.
 * @param {URL} url
 */
function streamlit(url) {
  const [app, ...rest] = url.hostname.split(".")
  if (rest.join(".") !== "streamlit.app" || !LABEL.test(app))
    return refused(
      "a Streamlit app's own address, https://<app>.streamlit.app: open the app and paste the address its browser tab shows",
    )
  const page = new RegExp(`^(/${SEGMENT})?/?$`).exec(url.pathname)
  if (!page)
    return refused(
      "a Streamlit app or one of its pages, https://<app>.streamlit.app/<page>: paste the address its browser tab shows",
    )
  const open = `https://${url.hostname}${page[1] ?? "/"}`
  return found(VENDORS.streamlit, `${open}?embed=true`, open)
}

// A Hugging Face name: an owner's or a Space's (letters, digits, "-", "_" and ".").
const HF_NAME = "([A-Za-z0-9][A-Za-z0-9._-]*)"

/**
 * A Hugging Face Space's page, https://huggingface.co/spaces/<owner>/<space>: embedded from its
 * direct URL, https://<owner>-<space>.hf.space, whose name is the Space's id in lower case with
 * "/", "." and "_" as "-" (huggingface.co/docs/hub/spaces-embed). A model's or a dataset's page runs
 * nothing.
 * @param {URL} url
 */
function huggingFace(url) {
  const space = new RegExp(`^/spaces/${HF_NAME}/${HF_NAME}/?$`).exec(url.pathname)
  if (!space) {
    if (/^\/spaces\/[^/]+\/?$/.test(url.pathname))
      return refused(
        "a Hugging Face Space, not a profile's list of Spaces: open the Space and paste the address its browser tab shows, https://huggingface.co/spaces/<owner>/<space>",
      )
    return refused(
      "a Hugging Face Space, https://huggingface.co/spaces/<owner>/<space> (a model's or a dataset's page runs nothing): open the Space and paste its address",
    )
  }
  const [, owner, name] = space
  const subdomain = `${owner}-${name}`.toLowerCase().replace(/[._]/g, "-")
  if (!LABEL.test(subdomain))
    return refused(
      "a Hugging Face Space whose direct URL the site can derive: paste its direct URL instead, https://<…>.hf.space, from the Space's menu, Embed this Space",
    )
  return found(
    VENDORS.huggingface,
    `https://${subdomain}.hf.space`,
    `https://huggingface.co/spaces/${owner}/${name}`,
  )
}

/**
 * A Hugging Face Space's direct URL, https://<subdomain>.hf.space, as its Embed this Space menu
 * gives it: embedded and opened as it is.
 * @param {URL} url
 */
function hfSpace(url) {
  const [subdomain, ...rest] = url.hostname.split(".")
  if (rest.join(".") !== "hf.space" || !LABEL.test(subdomain) || !/^\/?$/.test(url.pathname))
    return refused(
      "a Hugging Face Space's direct URL, https://<owner>-<space>.hf.space, or its page, https://huggingface.co/spaces/<owner>/<space>",
    )
  const address = `https://${url.hostname}`
  return found(VENDORS.huggingface, address, address)
}

/**
 * A Shiny app on shinyapps.io, https://<account>.shinyapps.io/<app>/, embedded as it is. The
 * dashboard at www.shinyapps.io is the owner's only.
 * @param {URL} url
 */
function shiny(url) {
  const [account, ...rest] = url.hostname.split(".")
  const app = new RegExp(`^/${SEGMENT}/?$`).exec(url.pathname)
  if (rest.join(".") !== "shinyapps.io" || account === "www" || !LABEL.test(account) || !app)
    return refused(
      "a Shiny app's address, https://<account>.shinyapps.io/<app>/ (not the shinyapps.io dashboard, which only you can open): open the app and paste the address its browser tab shows",
    )
  const address = `https://${url.hostname}/${app[1]}/`
  return found(VENDORS.shiny, address, address)
}

/**
 * An Observable notebook, https://observablehq.com/@<owner>/<notebook> (or a link-shared one,
 * /d/<id>): embedded whole from its /embed/ form (`?cell=*`); an /embed/ address pasted as the
 * notebook's Embed dialog gives it keeps its choice of cells.
 * @param {URL} url
 */
function observable(url) {
  const origin = "https://observablehq.com"
  const embedded = new RegExp(`^/embed/((?:@${SEGMENT}/)?${SEGMENT})/?$`).exec(url.pathname)
  const notebook =
    new RegExp(`^/(@${SEGMENT}/${SEGMENT})/?$`).exec(url.pathname) ??
    new RegExp(`^/d/${SEGMENT}/?$`).exec(url.pathname)
  if (embedded) {
    const id = embedded[1]
    const cells = ["cell", "cells", "banner"].flatMap((key) =>
      url.searchParams.getAll(key).map((value) => `${key}=${encodeURIComponent(value)}`),
    )
    const query = cells.length ? cells.join("&").replace(/%2A/gi, "*") : "cell=*"
    const open = id.startsWith("@") ? `${origin}/${id}` : `${origin}/d/${id}`
    return found(VENDORS.observable, `${origin}/embed/${id}?${query}`, open)
  }
  if (!notebook) {
    if (/^\/@[^/]+\/?$/.test(url.pathname))
      return refused(
        "an Observable notebook, not a profile page: open the notebook and paste its address, https://observablehq.com/@<owner>/<notebook>",
      )
    return refused(
      "an Observable notebook, https://observablehq.com/@<owner>/<notebook>: open the notebook and paste its address",
    )
  }
  const id = notebook[1]
  const open = id.startsWith("@") ? `${origin}/${id}` : `${origin}/d/${id}`
  return found(VENDORS.observable, `${origin}/embed/${id}?cell=*`, open)
}

/** @type {Record<string, (url: URL) => Dashboard | NoDashboard>} */
const BY_HOST = {
  "public.tableau.com": tableau,
  "app.powerbi.com": powerBi,
  "lookerstudio.google.com": looker,
  "huggingface.co": huggingFace,
  "observablehq.com": observable,
  // The vendors' own sites, where an owner may copy the wrong address from.
  "share.streamlit.io": streamlit,
  "www.shinyapps.io": shiny,
}

/** @type {Record<string, (url: URL) => Dashboard | NoDashboard>} */
const BY_DOMAIN = {
  "streamlit.app": streamlit,
  "hf.space": hfSpace,
  "shinyapps.io": shiny,
}

/**
 * The reader of addresses on `hostname`: a vendor's own host, or an app's under its domain.
 * @param {string} hostname
 */
function readerOf(hostname) {
  const host = hostname.toLowerCase()
  if (host in BY_HOST) return BY_HOST[host]
  const domain = Object.keys(BY_DOMAIN).find((name) => host.endsWith(`.${name}`))
  return domain ? BY_DOMAIN[domain] : undefined
}

/**
 * What a pasted dashboard or app address is: its vendor, its embed address, the page to open and
 * the frame's origin, or what the site expects instead (a phrase that follows "expected").
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
  const read = readerOf(url.hostname)
  if (!read || url.username || url.password || url.port) return refused(ACCEPTED)
  if (url.protocol !== "https:") return refused(`an https:// address (https://${url.hostname}/…)`)
  return read(url)
}

/**
 * Whether an address is on a dashboard or app vendor's host (a dashboard, or meant as one).
 * @param {string} address
 */
const isVendorAddress = (address) => {
  try {
    return readerOf(new URL(address).hostname) !== undefined
  } catch {
    return false
  }
}

/**
 * The origins of the frames of the dashboards and apps at `addresses`: a Content-Security-Policy's
 * frame-src, no more (and none for none). Sorted, so the same content gives the same policy. The one
 * place frame sources are computed: a page's (its own dashboards) and the site's (every one).
 * @param {ReadonlyArray<string>} addresses
 */
const frameSources = (addresses) =>
  [
    ...new Set(
      addresses.flatMap((address) => {
        const { frameOrigin } = dashboardOf(address)
        return frameOrigin ? [frameOrigin] : []
      }),
    ),
  ].sort()

/**
 * A visitor's button, in the page's words: "Load the interactive dashboard", "… app", "… notebook"
 * (each at least as wide as the "Dashboard loaded", "App loaded" or "Notebook loaded" it becomes, so that nothing beside it moves).
 * @param {Vendor} vendor
 */
const loadLabel = (vendor) => `Load the interactive ${vendor.noun}`

/**
 * What the entry is, as a label: "Dashboard", "App" or "Notebook" (a project card's button).
 * @param {Vendor} vendor
 */
const nounLabel = (vendor) => `${vendor.noun[0].toUpperCase()}${vendor.noun.slice(1)}`

module.exports = { VENDORS, dashboardOf, frameSources, isVendorAddress, loadLabel, nounLabel }
