// @ts-check
// Builds for the bench, timed, and what it weighs in them.
import { spawnSync } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import builtIslandsOf from "gatsby-plugin-static-by-default/built-islands"
import islandsLoader from "gatsby-plugin-static-by-default/islands-loader"
import { writeLargeOwner } from "../large-owner.mjs"
import { copyProject } from "../project-copy.mjs"
import { gzipped } from "../static-server.mjs"

// How much of a failed build's output the bench prints: its last lines, where Gatsby says why.
const FAILED_OUTPUT_LINES = 60

/**
 * `gatsby build` in `cwd`, in seconds. A failed build stops the bench with the end of its output
 * (its copy of the project is removed after).
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 */
export function timedBuild(cwd, env = {}) {
  const started = performance.now()
  const { status, stdout, stderr } = spawnSync("npx", ["gatsby", "build"], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env },
  })
  if (status !== 0) {
    const output = `${stdout}\n${stderr}`.trim().split("\n").slice(-FAILED_OUTPUT_LINES)
    throw new Error(`gatsby build failed in ${cwd}; its output ends:\n${output.join("\n")}`)
  }
  return (performance.now() - started) / 1000
}

// A rebuild after the owner edits `file` (`edit` turns its text into the edited text), in seconds;
// the file is put back afterwards.
/**
 * @param {string} cwd
 * @param {string} file
 * @param {(text: string) => string} edit
 * @param {Record<string, string>} [env]
 */
export function timedRebuildAfterEdit(cwd, file, edit, env = {}) {
  const location = path.join(cwd, file)
  const original = readFileSync(location, "utf8")
  writeFileSync(location, edit(original))
  try {
    return timedBuild(cwd, env)
  } finally {
    writeFileSync(location, original)
  }
}

// A copy of a built site as a browser with JavaScript off renders `page`: no scripts (the JSON-LD
// stays, it is data), and whatever a <noscript> holds live, as such a browser shows it.
/**
 * @param {string} site
 * @param {string} page
 */
export function withoutJavaScript(site, page) {
  const copy = mkdtempSync(path.join(tmpdir(), "bench-no-script-"))
  cpSync(site, copy, { recursive: true })
  const file = path.join(copy, page, "index.html")
  const html = readFileSync(file, "utf8")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<\/?noscript>/g, "")
  writeFileSync(file, html)
  return copy
}

// The module of a built page's islands, gzipped as the server sends it, read from the build itself
// (for the builds Lighthouse does not visit): `firstUse`, what the page has loaded by a visitor's
// first use of it, and `beforeInteraction`, what it loads untouched (the same module when an island
// starts with the page, or else nothing).
/**
 * @param {string} site
 * @param {string} [page]
 */
export function scriptBytesOf(site, page = "") {
  const islands = islandsLoader.islandsOf(readFileSync(path.join(site, page, "index.html"), "utf8"))
  const firstUse = islands ? gzipped(readFileSync(path.join(site, islands.src))).length : 0
  return { firstUse, beforeInteraction: islands?.start === "with-page" ? firstUse : 0 }
}

/** A built page's HTML, gzipped.
 * @param {string} site
 * @param {string} [page] */
export const htmlBytesOf = (site, page = "") =>
  gzipped(readFileSync(path.join(site, page, "index.html"))).length

// Each chart of a built page as it weighs in the page: its figure (the drawings and the table),
// gzipped alone.
/**
 * @param {string} site
 * @param {string} page
 */
export function chartBytesOf(site, page) {
  const html = readFileSync(path.join(site, page, "index.html"), "utf8")
  return [...html.matchAll(/<figure class="chart"[\s\S]*?<\/figure>/g)].map(
    ([figure]) => gzipped(figure).length,
  )
}

/** The case-study pages of a built site ("projects/<slug>/").
 * @param {string} site */
export const caseStudyPages = (site) =>
  readdirSync(path.join(site, "projects")).map((slug) => `projects/${slug}/`)

// The share cards the builds given `timings` drew since it was made
// (gatsby/share-cards/share-cards.ts appends each one's time to the file named by
// BENCH_TIMINGS_FILE), each with its time in ms and its bytes, and the libraries' start-up before
// the first ("(start-up)").
/**
 * @param {string} timings
 * @returns {Array<{ name: string, ms: number, bytes: number }>}
 */
export function shareCardsDrawn(timings) {
  if (!existsSync(timings)) return []
  return readFileSync(timings, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

// The generated large owner (scripts/large-owner.mjs), built cold in a copy of the project, then
// again after one line of `editedCaseStudy` changes, and after one Markdown cell of
// `editedNotebook`: the times, its home page's script and HTML, and the share cards of its cold
// build (`shareCards`) and of its rebuild (`redrawnCards`: only the edited page's).
/** @param {{ editedCaseStudy: string, editedNotebook: string, withCharts?: boolean }} edits */
export async function measureLargeOwner({ editedCaseStudy, editedNotebook, withCharts = false }) {
  const content = mkdtempSync(path.join(tmpdir(), "bench-large-owner-"))
  rmSync(content, { recursive: true })
  await writeLargeOwner(content, { withCharts })
  const { root, publicDir } = copyProject(content)
  // The share cards' times, written only because the bench asks; emptied before the cold build.
  const timings = path.join(root, "bench-share-card-times.jsonl")
  writeFileSync(timings, "")
  const env = { BENCH_TIMINGS_FILE: timings }
  try {
    const cold = timedBuild(root, env)
    const shareCards = shareCardsDrawn(timings)
    const rebuild = timedRebuildAfterEdit(
      root,
      path.join("content", editedCaseStudy),
      (text) => text.replace(/\n\n/, " (edited)\n\n"),
      env,
    )
    const notebookRebuild = timedRebuildAfterEdit(
      root,
      path.join("content", editedNotebook),
      (text) => text.replace("## The question", "## The question we asked"),
      env,
    )
    return {
      cold,
      rebuild,
      notebookRebuild,
      shareCards,
      redrawnCards: shareCardsDrawn(timings).slice(shareCards.length),
      homeScript: scriptBytesOf(publicDir).firstUse,
      homeHtml: htmlBytesOf(publicDir),
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
    rmSync(content, { recursive: true, force: true })
  }
}

// What a built site (its project's `root`) loads only on a click, gzipped: a dashboard's code, the
// live chart's code (its script, from the click-to-load island's build, and its style sheet) and
// each chart's live spec.
/** @param {string} root */
export function onClickBytesOf(root) {
  const site = path.join(root, "public")
  /** @param {string} file */
  const weigh = (file) => gzipped(readFileSync(path.join(site, file))).length
  const onDemand = builtIslandsOf.builtIslands(root)["click-to-load"]?.onDemand ?? {}
  /** @param {RegExp} pattern */
  const ofModule = (pattern) =>
    Object.entries(onDemand)
      .filter(([module]) => pattern.test(module))
      .flatMap(([, files]) => files)
  const charts = existsSync(path.join(site, "static/charts"))
    ? readdirSync(path.join(site, "static/charts"))
    : []
  return {
    dashboard: ofModule(/gatsby-remark-dashboards\//).map(weigh),
    explorer: [
      ...ofModule(/gatsby-remark-vega-lite\//),
      ...charts
        .filter((name) => /^explorer-.*\.css$/.test(name))
        .map((name) => `static/charts/${name}`),
    ].map(weigh),
    specs: charts
      .filter((name) => name.endsWith(".json"))
      .map((name) => weigh(`static/charts/${name}`)),
  }
}
