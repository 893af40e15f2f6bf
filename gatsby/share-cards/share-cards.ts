import { createHash } from "node:crypto"
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { digest, locate, readContentFile, siteFolderPlace } from "content-files"
import { createEngineBox, ENGINE_LIMITS, overLimitText, type EngineBox } from "engine-box"
import { createShareCardRenderer, RENDERER, SHARE_CARD, SHARE_CARD_ENGINE } from "share-card"
import type { ShareCardImage } from "../../src/lib/share-card-image"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { FONT_DIR } from "../fonts/font"

// Each page's share card, drawn when the site is built (packages/share-card) and written into the
// site under /static/share/, named by its bytes' digest so that a feed never shows an old one. A
// card already drawn for the same words, files, colours and renderer is taken from the build's
// cache: a rebuild draws only the cards whose content changed. Cards are drawn in a process of
// their own (engine-box), warm from one card to the next and killed at its limits
// (ENGINE_LIMITS.shareCard): a card that passes them is one problem, and the next card is drawn in
// a new process.

type Renderer = ReturnType<typeof createShareCardRenderer>
export type ShareCard = Parameters<Renderer>[0]
export type ShareCardTheme = {
  colours: Parameters<typeof createShareCardRenderer>[0]["colours"]
  // Every colour token's value by its custom property: a chart's drawing names its colours so.
  tokens: Readonly<Record<string, string>>
}
/**
 * Draws the card of page `name`, or says why it cannot (`source`: what the card is drawn from, as
 * a problem names it, "content/projects.yaml, project \"Churn\"") and gives null.
 */
export type MakeShareCard = (
  name: string,
  card: ShareCard,
  alt: string,
  source: string,
) => Promise<ShareCardImage | null>

// The fonts come with the site: the résumé's (Noto Sans, SIL Open Font License).
const FONTS = [
  { file: path.join(FONT_DIR, "PortfolioResumeSans-Regular.ttf"), weight: 400 },
  { file: path.join(FONT_DIR, "PortfolioResumeSans-Bold.ttf"), weight: 700 },
] as const

// Where drawn cards wait for the next build (Gatsby's cache folder).
export const SHARE_CARD_CACHE = path.join(".cache", "share-cards")

/** The variable the bench sets to the file each drawing's time is appended to
 * (scripts/bench/builds.mjs); a build without it writes no time. */
export const BENCH_TIMINGS_FILE = "BENCH_TIMINGS_FILE"

const hash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

// The pictures a card draws (a project's, the owner's photo), by the path it names: the owner's
// files, read through content-files' guard.
function picturesOf(card: ShareCard, contentDir: string) {
  const pictures = new Map<string, Buffer>()
  JSON.stringify(card, (key, value) => {
    if ((key === "file" || key === "photo") && typeof value === "string") {
      const found = locate(value, siteFolderPlace(contentDir))
      if (found.refusal !== null) throw new Error(`${value}: ${found.refusal}`)
      pictures.set(value, readContentFile(found.file, contentDir))
    }
    return value
  })
  return pictures
}

// What a card is drawn from: its words, the bytes of the files it draws (not their names), the
// colours, the fonts (`fonts`: their digests) and the renderer's own code.
function cardKey(
  card: ShareCard,
  theme: ShareCardTheme,
  fonts: ReadonlyArray<string>,
  pictures: ReadonlyMap<string, Buffer>,
) {
  const files = (key: string, value: unknown) =>
    (key === "file" || key === "photo") && typeof value === "string"
      ? hash(pictures.get(value) ?? "")
      : value
  return hash(JSON.stringify([card, theme.colours, fonts, RENDERER], files))
}

// The cards' process, one for the build's makers, started on the first card drawn.
let box: EngineBox<typeof import("share-card/engine")> | undefined
const shareCardBox = () =>
  (box ??= createEngineBox({ engine: SHARE_CARD_ENGINE, limits: ENGINE_LIMITS.shareCard }))

/** Stops the cards' process, if one runs (when a build ends); the next card starts another. */
export const closeShareCardBox = async () => box?.close()

/** A maker of share cards for this build, writing them into `publicDir`; `report` hears problems. */
export function shareCardMaker(
  theme: ShareCardTheme,
  {
    publicDir = "public",
    cacheDir = SHARE_CARD_CACHE,
    contentDir = CONTENT_DIR,
    report = (problem: string): void => {
      throw new Error(problem)
    },
  } = {},
): MakeShareCard {
  // The fonts are the same for every card: read and digested once.
  const fonts = FONTS.map(({ file }) => hash(readFileSync(file)))
  const setup = { fonts: [...FONTS], colours: theme.colours }
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(path.join(publicDir, "static", "share"), { recursive: true })
  const timings = process.env[BENCH_TIMINGS_FILE]
  const writeTime = (time: { name: string; ms: number; bytes: number }) => {
    if (timings) appendFileSync(timings, `${JSON.stringify(time)}\n`)
  }
  // The libraries start once, before the first card that is drawn, and their time is told apart.
  let warm: Promise<unknown> | undefined
  const warmUp = async () => {
    const started = performance.now()
    await shareCardBox().run("warmUp", setup)
    const ms = Math.round(performance.now() - started)
    writeTime({ name: "(start-up)", ms, bytes: 0 })
  }
  return async (name, card, alt, source) => {
    const pictures = picturesOf(card, contentDir)
    const cached = path.join(cacheDir, `${cardKey(card, theme, fonts, pictures)}.png`)
    let png: Buffer
    if (existsSync(cached)) png = readFileSync(cached)
    else {
      await (warm ??= warmUp())
      const started = performance.now()
      const drawn = await shareCardBox().run("drawShareCard", setup, card, pictures)
      if (drawn.kind !== "done") {
        report(
          drawn.kind === "failed"
            ? `${source}: its share card cannot be drawn: ${drawn.message}`
            : `${source}: its share card ${overLimitText(drawn, "draw")}: shorten the words it shows, or give it a smaller picture`,
        )
        return null
      }
      png = drawn.value
      const ms = Math.round(performance.now() - started)
      writeTime({ name, ms, bytes: png.length })
      writeFileSync(cached, png)
    }
    const file = `/static/share/${name}-${digest(png, 10)}.png`
    writeFileSync(path.join(publicDir, file), png)
    return { path: file, ...SHARE_CARD, alt }
  }
}
