import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  parse,
  type Color,
} from "culori"
import { darkTheme, theme } from "../../src/styles/theme"

// The charts' category colours can be told apart: by everyone, and by a reader with deuteranopia
// or protanopia (the commonest colour-vision deficiencies, simulated as Machado et al. model them),
// each colour from the next, and the first four (most charts have no more) from each other.
// CIEDE2000 distance: about 2 is just noticeable; 15 is plainly another colour.

const distance = differenceCiede2000()
const visions: ReadonlyArray<[string, (colour: Color) => Color]> = [
  ["typical vision", (colour) => colour],
  ["deuteranopia", filterDeficiencyDeuter(1)],
  ["protanopia", filterDeficiencyProt(1)],
]
const MIN_DISTANCE = 15

const seenAs = (see: (colour: Color) => Color, hex: string) => see(parse(hex) as Color)

// The pairs that look too alike, with their distance.
const tooAlike = (pairs: string[][], see: (colour: Color) => Color) =>
  pairs
    .map(([a, b]) => [a, b, Math.round(distance(seenAs(see, a), seenAs(see, b)) * 10) / 10])
    .filter(([, , apart]) => (apart as number) < MIN_DISTANCE)

describe.each([
  ["light", theme.colors.chart],
  ["dark", darkTheme.colors.chart],
])("the %s scheme's chart colours", (_scheme, palette) => {
  it.each(visions)("differ from their neighbours, with %s", (_vision, see) => {
    const neighbours = palette.slice(1).map((colour, i) => [palette[i], colour])
    expect(tooAlike(neighbours, see)).toEqual([])
  })

  it.each(visions)("the first four differ from each other, with %s", (_vision, see) => {
    const firstFour = palette.slice(0, 4)
    const pairs = firstFour.flatMap((a, i) => firstFour.slice(i + 1).map((b) => [a, b]))
    expect(tooAlike(pairs, see)).toEqual([])
  })

  it("are eight distinct colours", () => {
    expect(new Set(palette).size).toBe(8)
  })
})

it("the check can tell: the palette this one replaced began with indigo and teal", () => {
  expect(tooAlike([["#4f46e5", "#0e7490"]], filterDeficiencyDeuter(1))).toHaveLength(1)
})
