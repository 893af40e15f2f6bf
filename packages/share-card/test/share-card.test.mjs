// @ts-check
// A share card of each kind, drawn as the build draws it: node --test packages/.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index.js")} */
const { createShareCardRenderer, SHARE_CARD } = requireHere("../index.js")
const sharp = requireHere("sharp")

const here = path.dirname(fileURLToPath(import.meta.url))
const fontDir = path.join(here, "..", "..", "..", "gatsby", "fonts")
const fonts = [
  {
    file: path.join(fontDir, "PortfolioResumeSans-Regular.ttf"),
    weight: /** @type {const} */ (400),
  },
  { file: path.join(fontDir, "PortfolioResumeSans-Bold.ttf"), weight: /** @type {const} */ (700) },
]
const colours = {
  background: "#f8fafc",
  surface: "#ffffff",
  border: "#e2e8f0",
  heading: "#020617",
  text: "#0f172a",
  textMuted: "#475569",
  primaryText: "#4338ca",
  accent: "#4f46e5",
  accentGradient: "linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)",
  track: "#e2e8f0",
  figure: "#ffffff",
}

// A picture of the test's own: noise, the worst case for a PNG's weight.
const folder = mkdtempSync(path.join(tmpdir(), "share-card-"))
const photo = path.join(folder, "photo.png")
const noise = Buffer.alloc(900 * 600 * 3)
for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 251
writeFileSync(
  photo,
  await sharp(noise, { raw: { width: 900, height: 600, channels: 3 } })
    .png()
    .toBuffer(),
)

const chart =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
  '<rect x="40" y="60" width="80" height="200" fill="#1f6fb4"/>' +
  '<rect x="160" y="120" width="80" height="140" fill="#c2570c"/>' +
  '<text x="40" y="290" font-family="system-ui, sans-serif" font-size="14">Visitors a day</text></svg>'

const byline = { name: "Quinn Ọkáfọ̀r", role: "Business Intelligence Analyst", photo }
/** @type {Record<string, import("../index.js").ShareCard>} */
const cards = {
  chart: {
    kicker: "Case study",
    title: "Rain and footfall: what a wet day costs a store",
    subtitle: "Four years of door counts and the weather, in SQL.",
    byline,
    visual: { kind: "chart", drawings: [chart] },
  },
  picture: {
    kicker: "Case study",
    title: "Returns",
    subtitle: "Which returns a better product page could prevent.",
    byline,
    visual: { kind: "picture", file: photo },
  },
  photo: {
    kicker: "Analyst",
    title: "Quinn Ọkáfọ̀r",
    subtitle: "Dashboards that people open.",
    chips: ["SQL", "dbt", "Power BI", "R", "Survey Methods"],
    visual: { kind: "photo", file: photo },
  },
  facts: {
    kicker: "Skill",
    title: "SQL",
    subtitle: "Joins, window functions and CTEs.",
    byline,
    visual: {
      kind: "facts",
      heading: "The work behind it",
      rows: [
        { strong: "3", text: "projects" },
        { strong: "12", text: "queries" },
      ],
      bar: { label: "Level", value: 90 },
    },
  },
}

// The test's own pictures, read as they are (the site reads the owner's through its guard).
const readPicture = (/** @type {string} */ file) => readFileSync(file)

const digest = (/** @type {Buffer} */ bytes) => createHash("sha256").update(bytes).digest("hex")

describe("a share card", () => {
  const render = createShareCardRenderer({ fonts, colours, readPicture })

  for (const [kind, card] of Object.entries(cards))
    it(`of ${kind}: a 1200 x 630 PNG under 300 KB, the same bytes when drawn again`, async () => {
      const png = await render(card)
      const { width, height, format } = await sharp(png).metadata()
      assert.deepEqual([format, width, height], ["png", SHARE_CARD.width, SHARE_CARD.height])
      assert.ok(png.length < 300_000, `${png.length} bytes`)
      const again = await createShareCardRenderer({ fonts, colours, readPicture })(card)
      assert.equal(digest(again), digest(png))
    })

  it("draws its words: a card with a title differs from one without, in the title's place", async () => {
    const raw = async (/** @type {string} */ title) =>
      sharp(await render({ ...cards.facts, title }))
        .extract({ left: 70, top: 100, width: 500, height: 120 })
        .raw()
        .toBuffer()
    const dark = (/** @type {Buffer} */ pixels) => pixels.filter((value) => value < 60).length
    assert.ok(dark(await raw("SQL")) > 1000, "the title's dark pixels")
    assert.equal(dark(await raw(" ")), 0)
  })

  it("is the same in another process: nothing depends on the machine's state or fonts", async () => {
    const card = JSON.stringify(cards.chart)
    const script = `const { createShareCardRenderer } = require(${JSON.stringify(path.join(here, "..", "index.js"))});
createShareCardRenderer({ ...${JSON.stringify({ fonts, colours })}, readPicture: require("node:fs").readFileSync })(${card}).then((png) =>
  process.stdout.write(require("node:crypto").createHash("sha256").update(png).digest("hex")))`
    const other = spawnSync(process.execPath, ["-e", script], {
      encoding: "utf8",
      env: { ...process.env, FONTCONFIG_FILE: "/nonexistent", LANG: "C" },
    })
    assert.equal(other.status, 0, other.stderr)
    assert.equal(other.stdout, digest(await render(cards.chart)))
  })

  it("refuses a picture past the content's pixel limit before sharp decodes it", async () => {
    // 64 million pixels in 370 KB: the content checks refuse it first; this is the second wall.
    const huge = path.join(folder, "huge.jpg")
    const black = {
      width: 8000,
      height: 8000,
      channels: /** @type {const} */ (3),
      background: "#000",
    }
    writeFileSync(huge, await sharp({ create: black }).jpeg().toBuffer())
    for (const visual of /** @type {const} */ (["picture", "photo"]))
      await assert.rejects(
        render({ ...cards[visual], visual: { kind: visual, file: huge } }),
        /Input image exceeds pixel limit/,
        visual,
      )
  })
})
