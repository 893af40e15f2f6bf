/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  ALT_MOST,
  caseStudyCard,
  homeCard,
  type Owner,
} from "../../gatsby/share-cards/share-card-content"
import {
  BENCH_TIMINGS_FILE,
  closeShareCardBox,
  shareCardMaker,
} from "../../gatsby/share-cards/share-cards"
import { colourTokens, shareCardColours } from "../../src/styles/share-card-colours"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

const theme = { colours: shareCardColours, tokens: colourTokens }
const picture = path.resolve(FIXTURE_CONTENT, "pictures/churn.jpg")
const owner: Owner = {
  name: "Quinn Ọkáfọ̀r",
  role: "Business Intelligence Analyst",
  headline: "Dashboards that people open.",
  photo: path.resolve(FIXTURE_CONTENT, "pictures/me.jpg"),
  picture: null,
}
const project = {
  title: "Churn Early Warning",
  description: "A weekly score of every subscriber's risk.",
  picture,
}
const drawing = (fill: string) =>
  `<svg width="300" height="200"><rect style="fill:var(${fill})"/></svg>`

describe("a case study's share card", () => {
  it("shows its first chart, in the light scheme's colours", () => {
    // The first chart's drawings, as the charts plugin hands them out (firstChartDrawings).
    const chartDrawings = [drawing("--colors-chart-1")]
    const { card, alt } = caseStudyCard(
      { ...project, chartDrawings, chartDescription: null },
      owner,
      theme,
    )
    expect(card.visual).toEqual({
      kind: "chart",
      drawings: [
        `<svg width="300" height="200"><rect style="fill:${colourTokens["--colors-chart-1"]}"/></svg>`,
      ],
    })
    expect(card.title).toBe(project.title)
    expect(card.byline).toEqual({ name: owner.name, role: owner.role, photo: owner.photo })
    expect(alt).toBe(
      "Churn Early Warning: a case study by Quinn Ọkáfọ̀r, Business Intelligence Analyst",
    )
  })

  it("says what its chart shows, in the chart's words, within an alt text's limit", () => {
    const chartDrawings = [drawing("--colors-chart-1")]
    const chartDescription = "Churn by month: A line chart of Churn by Month."
    const { alt } = caseStudyCard({ ...project, chartDrawings, chartDescription }, owner, theme)
    expect(alt).toBe(
      "Churn Early Warning: a case study by Quinn Ọkáfọ̀r, Business Intelligence Analyst. " +
        "Its chart, Churn by month: A line chart of Churn by Month.",
    )
    const long = caseStudyCard(
      { ...project, chartDrawings, chartDescription: `${"word ".repeat(200)}end.` },
      owner,
      theme,
    ).alt
    expect(long.length).toBeLessThanOrEqual(ALT_MOST)
    expect(long).toMatch(/ word…$/)
  })

  it("shows its picture when it has no chart, and says nothing of a chart", () => {
    const { card, alt } = caseStudyCard(
      { ...project, chartDrawings: [], chartDescription: "Churn: A line chart." },
      owner,
      theme,
    )
    expect(card.visual).toEqual({ kind: "picture", file: picture })
    expect(alt).not.toMatch(/chart/)
  })
})

describe("shareCardMaker", () => {
  afterAll(closeShareCardBox)
  afterEach(() => delete process.env[BENCH_TIMINGS_FILE])

  it("writes a card named by its bytes, and draws the same card once across builds", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "share-public-"))
    const cacheDir = mkdtempSync(path.join(tmpdir(), "share-cache-"))
    const timings = path.join(mkdtempSync(path.join(tmpdir(), "share-timings-")), "times.jsonl")
    process.env[BENCH_TIMINGS_FILE] = timings
    const { card, alt } = homeCard(owner, ["SQL", "dbt"])
    const first = await shareCardMaker(theme, { publicDir, cacheDir, contentDir: FIXTURE_CONTENT })(
      "home",
      card,
      alt,
      "the home page",
    )
    expect(first).toEqual({
      path: expect.stringMatching(/^\/static\/share\/home-[0-9a-f]{10}\.png$/),
      width: 1200,
      height: 630,
      alt: "Quinn Ọkáfọ̀r, Business Intelligence Analyst: portfolio",
    })
    const again = await shareCardMaker(theme, { publicDir, cacheDir, contentDir: FIXTURE_CONTENT })(
      "home",
      card,
      alt,
      "the home page",
    )
    expect(again).toEqual(first)
    const times = readFileSync(timings, "utf8").trim().split("\n")
    // The libraries' start-up is timed apart from the card, once a build that draws one.
    expect(times.map((line) => JSON.parse(line).name)).toEqual(["(start-up)", "home"])
    const other = await shareCardMaker(theme, { publicDir, cacheDir, contentDir: FIXTURE_CONTENT })(
      "home",
      { ...card, title: "Someone Else" },
      alt,
      "the home page",
    )
    expect(other?.path).not.toBe(first?.path)
    expect(readdirSync(path.join(publicDir, "static", "share"))).toHaveLength(2)
  }, 30_000)

  it("writes no timings when the bench does not ask for them: a normal build", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "share-public-"))
    const cacheDir = mkdtempSync(path.join(tmpdir(), "share-cache-"))
    const { card, alt } = homeCard({ ...owner, name: "Nobody Timed" }, ["SQL"])
    const made = await shareCardMaker(theme, { publicDir, cacheDir, contentDir: FIXTURE_CONTENT })(
      "home",
      card,
      alt,
      "the home page",
    )
    expect(made).not.toBeNull()
    // The card was drawn (it is in the cache), and the cache holds nothing else.
    expect(readdirSync(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.png$/)])
  }, 30_000)

  it("stops a card past its memory in its own process, in one sentence, and draws the next card", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "share-public-"))
    const cacheDir = mkdtempSync(path.join(tmpdir(), "share-cache-"))
    const problems: string[] = []
    const make = shareCardMaker(theme, {
      publicDir,
      cacheDir,
      contentDir: FIXTURE_CONTENT,
      report: (problem) => problems.push(problem),
    })
    // A title of 100,000 letters and no space: satori lays it out letter by letter.
    const { card, alt } = caseStudyCard(
      { ...project, title: "W".repeat(100_000), chartDrawings: [], chartDescription: null },
      owner,
      theme,
    )
    const source = 'content/projects.yaml, project "WWWW…"'
    expect(await make("project-long", card, alt, source)).toBeNull()
    expect(problems).toEqual([
      `${source}: its share card needs more than 1 GB of memory to draw: shorten the words it shows, or give it a smaller picture`,
    ])
    const next = await make("home", homeCard(owner, ["SQL"]).card, alt, "the home page")
    expect(next?.path).toMatch(/^\/static\/share\/home-[0-9a-f]{10}\.png$/)
    expect(readdirSync(path.join(publicDir, "static", "share"))).toEqual([
      path.basename(next!.path),
    ])
  }, 60_000)
})
