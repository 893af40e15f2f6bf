import { createHash } from "node:crypto"
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { digest, locate, readContentFile, siteFolderPlace } from "content-files"
import { createShareCardRenderer, RENDERER, SHARE_CARD } from "share-card"
import type { ShareCardImage } from "../src/lib/share-card-image"
import { CONTENT_DIR } from "./content-dir.mjs"
import { RESUME_DIR } from "./resume/font"

// Each page's share card, drawn when the site is built (packages/share-card) and written into the
// site under /static/share/, named by its bytes' digest so that a feed never shows an old one. A
// card already drawn for the same words, files, colours and renderer is taken from the build's
// cache: a rebuild draws only the cards whose content changed.

type Renderer = ReturnType<typeof createShareCardRenderer>
export type ShareCard = Parameters<Renderer>[0]
export type ShareCardTheme = {
  colours: Parameters<typeof createShareCardRenderer>[0]["colours"]
  // Every colour token's value by its custom property: a chart's drawing names its colours so.
  tokens: Readonly<Record<string, string>>
}
export type MakeShareCard = (name: string, card: ShareCard, alt: string) => Promise<ShareCardImage>

// The fonts come with the site: the résumé's (Noto Sans, SIL Open Font License).
const FONTS = [
  { file: path.join(RESUME_DIR, "fonts", "PortfolioResumeSans-Regular.ttf"), weight: 400 },
  { file: path.join(RESUME_DIR, "fonts", "PortfolioResumeSans-Bold.ttf"), weight: 700 },
] as const

// Where drawn cards wait for the next build (Gatsby's cache folder), and the file each drawing's
// time is written to (the bench reads it: scripts/bench.mjs).
export const SHARE_CARD_CACHE = path.join(".cache", "share-cards")
export const SHARE_CARD_TIMES = "times.jsonl"

const hash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

// A picture of a card (a project's, the owner's photo): one of the owner's files, read through
// content-files' guard.
const pictureReader = (contentDir: string) => (file: string) => {
  const found = locate(file, siteFolderPlace(contentDir))
  if (found.refusal !== null) throw new Error(`${file}: ${found.refusal}`)
  return readContentFile(found.file, contentDir)
}

// What a card is drawn from: its words, the bytes of the files it draws (not their names), the
// colours, the fonts (`fonts`: their digests) and the renderer's own code.
function cardKey(
  card: ShareCard,
  theme: ShareCardTheme,
  fonts: ReadonlyArray<string>,
  readPicture: (file: string) => Buffer,
) {
  const files = (key: string, value: unknown) =>
    (key === "file" || key === "photo") && typeof value === "string"
      ? hash(readPicture(value))
      : value
  return hash(JSON.stringify([card, theme.colours, fonts, RENDERER], files))
}

/** A maker of share cards for this build, writing them into `publicDir`. */
export function shareCardMaker(
  theme: ShareCardTheme,
  { publicDir = "public", cacheDir = SHARE_CARD_CACHE, contentDir = CONTENT_DIR } = {},
): MakeShareCard {
  const readPicture = pictureReader(contentDir)
  // The fonts are the same for every card: read and digested once.
  const fonts = FONTS.map(({ file }) => hash(readFileSync(file)))
  const render = createShareCardRenderer({ fonts: [...FONTS], colours: theme.colours, readPicture })
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(path.join(publicDir, "static", "share"), { recursive: true })
  const times = path.join(cacheDir, SHARE_CARD_TIMES)
  // The libraries start once, before the first card that is drawn, and their time is told apart.
  let warm: Promise<void> | undefined
  const warmUp = async () => {
    const started = performance.now()
    await render.warmUp()
    const ms = Math.round(performance.now() - started)
    appendFileSync(times, `${JSON.stringify({ name: "(start-up)", ms, bytes: 0 })}\n`)
  }
  return async (name, card, alt) => {
    const cached = path.join(cacheDir, `${cardKey(card, theme, fonts, readPicture)}.png`)
    let png: Buffer
    if (existsSync(cached)) png = readFileSync(cached)
    else {
      await (warm ??= warmUp())
      const started = performance.now()
      png = await render(card)
      const ms = Math.round(performance.now() - started)
      const time = JSON.stringify({ name, ms, bytes: png.length })
      appendFileSync(times, `${time}\n`)
      writeFileSync(cached, png)
    }
    const file = `/static/share/${name}-${digest(png, 10)}.png`
    writeFileSync(path.join(publicDir, file), png)
    return { path: file, ...SHARE_CARD, alt }
  }
}
