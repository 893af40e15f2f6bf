import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { OWNER_HTML_ATTRIBUTE } from "../../src/lib/owner-html"

// The Content-Security-Policy lets the pages' inline scripts run by their hashes, and no other
// inline script: the colour scheme's (before the first paint), the Speculation Rules, the islands'
// loader. They are read from the built pages, parsed as a browser parses them, and hashed as it
// will: the text between the tags, as it is. The owner's HTML (a case study's Markdown or notebook,
// in its element marked `data-owner-html`) never holds one: its sanitizer removes scripts, and a
// script found there anyway stops the build rather than being let run.

// The page's own policy in its <head> (gatsby-ssr.tsx), as React writes the attribute.
const META_POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/
// Scripts that are data, which no policy governs.
const DATA_TYPES = ["application/json", "application/ld+json"]

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const isElement = (node: Node): node is Element => "tagName" in node
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

// Every inline script the browser would run, with whether it is inside the owner's HTML.
function* inlineScripts(
  node: Node,
  inOwnerHtml = false,
): Generator<{ text: string; inOwnerHtml: boolean }> {
  if (!("childNodes" in node)) return
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    const inside = inOwnerHtml || attribute(child, OWNER_HTML_ATTRIBUTE) !== undefined
    if (
      child.tagName === "script" &&
      attribute(child, "src") === undefined &&
      !DATA_TYPES.includes(attribute(child, "type") ?? "")
    )
      yield {
        text: child.childNodes.map((text) => ("value" in text ? text.value : "")).join(""),
        inOwnerHtml: inside,
      }
    yield* inlineScripts(child, inside)
  }
}

// The text of each inline script of `html` that the browser would run; an error if one is in the
// owner's HTML.
export function inlineScriptsOf(html: string) {
  const scripts = [...inlineScripts(parse(html))]
  if (scripts.some((script) => script.inOwnerHtml))
    throw new Error(
      "it holds a script inside a case study's own HTML, which the site never runs: " +
        "a case study's scripts are removed before the page is made, so this one came another way",
    )
  return scripts.map((script) => script.text)
}

// A script's hash as a source of script-src.
export const scriptHash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const decoded = (attribute: string) => attribute.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")
const encoded = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")

// A policy (its directives joined by "; ", gatsby/site-files/security-headers.ts) with its
// script-src letting `hashes` run.
const policyWithHashes = (policy: string, hashes: ReadonlyArray<string>) =>
  policy
    .split("; ")
    .map((directive) =>
      directive.startsWith("script-src ") ? ["script-src 'self'", ...hashes].join(" ") : directive,
    )
    .join("; ")

// `html` with its page's policy letting `hashes` run.
export const withScriptHashes = (html: string, hashes: ReadonlyArray<string>) =>
  html.replace(
    META_POLICY,
    (_, start: string, policy: string, end: string) =>
      `${start}${encoded(policyWithHashes(decoded(policy), hashes))}${end}`,
  )

// The hosts' headers with their policy letting `hashes` run.
const headersWithScriptHashes = (headers: string, hashes: ReadonlyArray<string>) =>
  headers.replace(
    /^(\s*Content-Security-Policy: )(.*)$/m,
    (_, start: string, policy: string) => `${start}${policyWithHashes(policy, hashes)}`,
  )

// The HTML file Gatsby writes a page to: /skills/sql/ to skills/sql/index.html, /404.html as it is.
const pageHtmlFile = (publicDir: string, pagePath: string) =>
  path.join(publicDir, /\.html?$/i.test(pagePath) ? pagePath : path.join(pagePath, "index.html"))

// The pages the site renders (Gatsby's pages, `pagePaths`), those with the policy in their <head>:
// every inline script's hash, in every page's policy and in the hosts' headers (public/_headers,
// written with the pages). No other file of public/ is read: a copied file is never a page of the
// site, and a script in it is never let run. Returns the hashes.
export function hashInlineScripts(pagePaths: ReadonlyArray<string>, publicDir = "public") {
  const pages = [...new Set(pagePaths)]
    .map((pagePath) => pageHtmlFile(publicDir, pagePath))
    .map((file) => ({ file, html: readFileSync(file, "utf8") }))
    .filter(({ html }) => META_POLICY.test(html))
  const scriptsOf = ({ file, html }: { file: string; html: string }) => {
    try {
      return inlineScriptsOf(html)
    } catch (error) {
      throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`)
    }
  }
  const hashes = [...new Set(pages.flatMap((page) => scriptsOf(page).map(scriptHash)))].sort()
  for (const { file, html } of pages) {
    const hashed = withScriptHashes(html, hashes)
    if (hashed !== html) writeFileSync(file, hashed)
  }
  const headersFile = path.join(publicDir, "_headers")
  writeFileSync(headersFile, headersWithScriptHashes(readFileSync(headersFile, "utf8"), hashes))
  return hashes
}
