import { readFileSync } from "node:fs"
import path from "node:path"
import * as fontkit from "fontkit"

// The site's vendored font (this folder: Noto Sans under the SIL Open Font License, renamed so that
// no system font stands in for it): the résumé's PDF typesets with it (resume/pdf.ts), the share
// cards and a notebook's SVG figures draw with it, and the résumé's checks ask it, read by fontkit,
// which characters it cannot draw without loading Typst's compiler.

// From the site's folder, where Gatsby and the tests run.
export const FONT_DIR = path.resolve("gatsby", "fonts")
const FONT_FILES = ["PortfolioResumeSans-Regular.ttf", "PortfolioResumeSans-Bold.ttf"]
// What the owner knows the font as.
export const RESUME_FONT = "Noto Sans"

export const fontBlobs = () => FONT_FILES.map((file) => readFileSync(path.join(FONT_DIR, file)))

// The characters of `text` the font does not draw.
let font: fontkit.Font | undefined
export function fontLacks(text: string): string[] {
  font ??= fontkit.create(fontBlobs()[0]) as fontkit.Font
  // A control character is drawn by no font, though a font's tables may name a glyph for NUL
  // (and Typst refuses it in a tagged PDF).
  const lacking = [...text].filter(
    (character) =>
      !/\s/.test(character) &&
      (/\p{Cc}/u.test(character) || !font?.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
  )
  return [...new Set(lacking)]
}
