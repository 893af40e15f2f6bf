import { DATA_FILES_FOLDER } from "gatsby-remark-duckdb/data-files-folder"
import { viewPath } from "../../src/lib/role-view"
// The page's Content-Security-Policy: its own scripts (the inline ones by their hashes,
// gatsby/site-files/inline-scripts.ts) and styles (emotion, gatsby-remark-images and the images
// write some inline) and the contact form's call to EmailJS, and nothing else. It is built from the
// EmailJS origin that gatsby/emailjs/emailjs-config.mjs validated, and refuses anything else.
const bareOrigin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$|^https?:\/\/\[[0-9a-f:]+\](:\d+)?$/i

// `frameSources`: the dashboards' vendors (gatsby-remark-dashboards' frameSources), the frames a
// page may hold; none without dashboards, when frames fall back to default-src. No inline script
// may run: the build adds the hashes of the pages' own once they are built
// (gatsby/site-files/inline-scripts.ts).
// `imageSources`: the visit counter's endpoint (site-files/visit-counter.ts), the one address
// outside the site that a page may load an image from; none without the counter.
const counterEndpoint = /^https:\/\/[a-z0-9-]+\.goatcounter\.com\/count$/

function directives(
  emailJsOrigin: string,
  frameSources: ReadonlyArray<string>,
  imageSources: ReadonlyArray<string>,
) {
  for (const origin of [emailJsOrigin, ...frameSources])
    if (!bareOrigin.test(origin))
      throw new Error(`Not a bare origin, refused in the Content-Security-Policy: ${origin}`)
  for (const source of imageSources)
    if (!counterEndpoint.test(source))
      throw new Error(`Not a visit counter, refused in the Content-Security-Policy: ${source}`)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageSources].join(" "),
    "font-src 'self'",
    `connect-src 'self' ${emailJsOrigin}`,
    ...(frameSources.length ? [`frame-src ${frameSources.join(" ")}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
}

// The policy as a <meta http-equiv> tag carries it, for hosts that send no headers (GitHub Pages):
// the same, less frame-ancestors, which browsers ignore in a meta tag. The page is rendered with no
// inline script allowed; the build then adds their hashes (gatsby/site-files/inline-scripts.ts).
export const metaContentSecurityPolicy = (
  emailJsOrigin: string,
  frameSources: ReadonlyArray<string> = [],
  imageSources: ReadonlyArray<string> = [],
) =>
  directives(emailJsOrigin, frameSources, imageSources)
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ")

// The policy of a file under /static/ opened on its own (a linked PDF, CSV or picture, a notebook's
// figure): a sandbox where no script runs and nothing loads but the file and its pictures
// (Chromium still shows a PDF in its viewer and a picture as a picture: e2e/published-files.spec.ts).
// The site publishes no page, SVG or script of the owner's there (content-files' published.js);
// this is the second wall, for a host that reads _headers. The site's own scripts and styles under
// /static/ are loaded by its pages, whose policy governs them, not this one.
export const STATIC_FILES_POLICY = [
  "sandbox",
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
].join("; ")

// The _headers file that Netlify and Cloudflare Pages read: the policy (its frame-src every vendor of
// the site's dashboards, its img-src the visit counter's endpoint), HTTPS only for a year, no framing, no MIME sniffing, no full referrers;
// for /static/, long caching for Gatsby's hashed files and the sandbox of STATIC_FILES_POLICY
// (a host where the later rule wins sends it alone, one that joins them enforces both: either way,
// no script runs); for the case studies' data files alone (gatsby-remark-duckdb's
// DATA_FILES_FOLDER), any origin may read them, as DuckDB's web shell does (GitHub Pages sends
// that header for every file), with what its reads need (DATA_FILES_CORS); the views' files are
// not indexed.
// Every file under the views' pages (/for/*): a view's résumé and resume.json are as unlisted as
// its page, whose noindex is in its HTML.
const VIEWS = `${viewPath("").slice(0, -1)}*`

// What DuckDB's web shell needs to read a data file from another origin, as duckdb-wasm reads one
// (packages/duckdb-wasm/src/bindings/runtime_browser.ts): a HEAD and GETs with a Range header
// (`bytes=0-`, `bytes=<from>-<to>`), which a browser that does not count Range among the simple
// headers asks leave for first (a preflight: Allow-Headers); it reads the answer's Content-Length
// and Last-Modified, and once a part's Content-Length as a Content-Range ("bytes 0-0/<size>", its
// own test server exposes Content-Range): all three exposed, for a browser whose list of the
// headers a page may read leaves one out.
export const DATA_FILES_CORS = [
  "Access-Control-Allow-Origin: *",
  "Access-Control-Allow-Headers: Range",
  "Access-Control-Expose-Headers: Content-Length, Content-Range, Last-Modified",
]

export function securityHeaders(
  emailJsOrigin: string,
  frameSources: ReadonlyArray<string> = [],
  imageSources: ReadonlyArray<string> = [],
) {
  return `/*
  Content-Security-Policy: ${directives(emailJsOrigin, frameSources, imageSources).join("; ")}
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=()
/static/*
  Cache-Control: public, max-age=31536000, immutable
  Content-Security-Policy: ${STATIC_FILES_POLICY}
/${DATA_FILES_FOLDER}/*
${DATA_FILES_CORS.map((header) => `  ${header}`).join("\n")}
${VIEWS}
  X-Robots-Tag: noindex
`
}
