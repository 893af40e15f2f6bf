// @ts-check
// Dashboards in case studies: a project's Tableau Public, Power BI or Looker Studio dashboards and
// its Streamlit, Hugging Face, Shiny and Observable apps (projects.yaml's `dashboards`) shown on its
// case study as the owner's poster, with a button that loads the vendor's frame (loaded on a click:
// click-to-load.mjs) and a link that opens the vendor's page.
// Under the page's heading, in the project's order; or where the story needs one, where the
// Markdown links the poster to the dashboard, alone on a line: [![alt](poster)](url). The poster
// stays a Markdown image, so gatsby-remark-images (listed after this plugin) sizes it.
const path = require("node:path")
const visit = require("unist-util-visit")
const { escapeHtml } = require("content-files")
const { dashboardAnchor } = require("./anchor")
const { dashboardOf, loadLabel } = require("./vendors")

/**
 * @typedef {{ url: string, poster: string, title: string, caption?: string | null }} DashboardEntry
 * @typedef {{ type: string, url?: string, alt?: string | null, title?: string | null, value?: string, children?: MarkdownNode[] }} MarkdownNode
 */

/**
 * The project whose case study the Markdown of `file` is, with its dashboards.
 * @param {(type: string) => any[]} getNodesByType
 * @param {string} projectType
 * @param {string} contentDir
 * @param {string} file
 * @returns {{ dashboards?: DashboardEntry[] | null } | undefined}
 */
const projectOf = (getNodesByType, projectType, contentDir, file) =>
  getNodesByType(projectType).find(
    (project) =>
      typeof project.caseStudy === "string" &&
      path.resolve(contentDir, project.caseStudy.trim()) === file,
  )

const html = (/** @type {string} */ value) => ({ type: "html", value })

/**
 * A dashboard's figure around its poster (a Markdown image, linked to the vendor's page for a
 * reader without scripts): its title and caption, the button the page's click-to-load island
 * shows, what loading it means, the link to the vendor's page, and the address as pasted (for
 * print).
 * @param {DashboardEntry} entry
 * @param {number} number its place in the project's list, from 1: its anchor
 * @param {MarkdownNode} poster
 * @param {string} load the name its button carries, what it loads on a click (click-to-load.mjs)
 * @returns {MarkdownNode[]}
 */
function figureNodes(entry, number, poster, load) {
  const { vendor, embedUrl, openUrl, frameHost } = dashboardOf(entry.url)
  if (!vendor) return []
  const frameTitle =
    vendor.noun === "dashboard"
      ? `${entry.title}, an interactive dashboard from ${vendor.name}`
      : `${entry.title}, a live ${vendor.noun} on ${vendor.name}`
  const caption = entry.caption
    ? ` <span class="dashboard-caption">${escapeHtml(entry.caption)}</span>`
    : ""
  return [
    html(
      `<figure class="dashboard" id="${dashboardAnchor(number)}" data-embed="${escapeHtml(embedUrl)}" data-frame-title="${escapeHtml(frameTitle)}" data-noun="${vendor.noun}">` +
        `<div class="dashboard-frame">`,
    ),
    { type: "link", url: openUrl, title: null, children: [poster] },
    html(
      `</div><figcaption><span class="dashboard-title">${escapeHtml(entry.title)}</span>` +
        ` <span class="dashboard-vendor">(${escapeHtml(vendor.name)})</span>${caption}</figcaption>` +
        `<div class="dashboard-controls">` +
        `<button type="button" class="dashboard-load" data-load="${load}">${loadLabel(vendor)}</button>` +
        `<p class="dashboard-consent">It loads from ${escapeHtml(frameHost)}, which may set cookies.</p>` +
        `<a class="dashboard-open" href="${escapeHtml(openUrl)}" target="_blank" rel="noopener noreferrer">Open in ${escapeHtml(vendor.name)}</a>` +
        `<p class="dashboard-address">${escapeHtml(entry.url.trim())}</p>` +
        `</div></figure>`,
    ),
  ]
}

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string }, getNode: (id: string) => any, getNodesByType: (type: string) => any[] }} api
 * @param {{ contentDir: string, projectType: string }} options
 */
module.exports = async (
  { markdownAST, markdownNode, getNode, getNodesByType },
  { contentDir, projectType },
) => {
  /** @type {string | undefined} */
  const file = getNode(markdownNode.parent)?.absolutePath
  /** @type {DashboardEntry[]} */
  const dashboards =
    (file && projectOf(getNodesByType, projectType, contentDir, file)?.dashboards) || []
  if (dashboards.length === 0) return markdownAST
  const { name: load } = await import("./click-to-load.mjs")
  const embedUrls = dashboards.map((entry) => dashboardOf(entry.url).embedUrl)
  /** @type {Set<number>} */
  const placed = new Set()
  // Where the Markdown places one: a paragraph of one link to it, around one image, its poster.
  visit(markdownAST, "paragraph", (/** @type {MarkdownNode} */ paragraph, index, parent) => {
    const [link, ...rest] = paragraph.children ?? []
    const [image, ...others] = link?.children ?? []
    if (rest.length || others.length || link?.type !== "link" || image?.type !== "image") return
    const which = embedUrls.indexOf(dashboardOf(link.url).embedUrl)
    if (which === -1 || placed.has(which) || !parent || index === null) return
    placed.add(which)
    const figure = figureNodes(dashboards[which], which + 1, image, load)
    parent.children.splice(index, 1, ...figure)
    return index + figure.length
  })
  // The others, under the page's heading, in the project's order.
  const markdownDir = path.dirname(String(file))
  const first = dashboards.flatMap((entry, index) => {
    if (placed.has(index)) return []
    const poster = {
      type: "image",
      url: path
        .relative(markdownDir, path.resolve(contentDir, entry.poster))
        .split(path.sep)
        .join("/"),
      alt: `A picture of the ${dashboardOf(entry.url).vendor?.noun ?? "dashboard"} ${entry.title}`,
      title: null,
    }
    return figureNodes(entry, index + 1, poster, load)
  })
  markdownAST.children = [...first, ...(markdownAST.children ?? [])]
  return markdownAST
}
