import { expect, test } from "@playwright/test"
import { createHash } from "node:crypto"
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { readYaml } from "../gatsby/content/yaml-file.mjs"
import { buildProject, copyProject, editYaml } from "../scripts/project-copy.mjs"
import { FIXTURE_CONTENT, FIXTURE_OWNER_DIR, OWNER_DIR, testEmailJs } from "./test-site.mjs"

type Entry = Record<string, unknown>

// An owner's mistakes, made in a whole copy of the project: the build stops before Gatsby runs.
// None of these builds has EmailJS keys, unless a test gives them.
const noKeys = {
  GATSBY_EMAILJS_PUBLIC_KEY: "",
  GATSBY_EMAILJS_SERVICE_ID: "",
  GATSBY_EMAILJS_TEMPLATE_ID: "",
  GATSBY_EMAILJS_ORIGIN: "",
}

// (That any valid owner's content builds and shows is content.spec.ts, run on two owners' sites.)
test.describe.configure({ timeout: 180_000 })

test("a mistake in the YAML stops the build with one message per problem", () => {
  const { root, contentDir } = copyProject(FIXTURE_CONTENT)
  const edit = <T>(file: string, change: (data: T) => void) =>
    editYaml<T>(path.join(contentDir, file), change)
  edit<Entry[]>("skills.yaml", (skills) => (skills[0].level = 120))
  edit<Entry[]>("projects.yaml", (projects) => (projects[0].status = "soon"))
  edit<Entry>("profile.yaml", (profile) => (profile.linkedin = "linkedin.com/in/quinn"))

  const { status, output } = buildProject(root, { quiet: true, env: noKeys })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  expect(log).toContain("has 3 problems")
  expect(log).toContain(
    'content/skills.yaml, skill 1 "R", field "level": expected a whole number from 0 to 100, got 120',
  )
  expect(log).toContain(
    'content/projects.yaml, project 1 "Churn Early Warning", field "status": expected one of coming-soon, in-progress, completed, got "soon"',
  )
  expect(log).toContain(
    'content/profile.yaml, field "linkedin": expected a web address starting with https://',
  )
})

test("an app or a source the site cannot show stops the build, naming file, project and field", () => {
  const { root, contentDir } = copyProject(FIXTURE_CONTENT)
  editYaml<Entry[]>(path.join(contentDir, "projects.yaml"), (projects) => {
    const [first] = projects
    const poster = (first.dashboards as Entry[])[0].poster
    first.dashboards = [
      { url: "https://share.streamlit.io/quinn/churn/main/app.py", poster, title: "Workspace" },
      { url: "http://quinn.shinyapps.io/churn/", poster, title: "Plain http" },
      { url: "https://huggingface.co/quinn/churn-model", poster, title: "A model" },
    ]
    first.source = "https://gitlab.com/quinn/churn"
  })
  const { status, output } = buildProject(root, { quiet: true, env: noKeys })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  const at = (field: string) =>
    `content/projects.yaml, project 1 "Churn Early Warning", field "${field}": expected`
  expect(log).toContain("has 4 problems")
  expect(log).toContain(`${at("dashboards.0.url")} a Streamlit app's own address`)
  expect(log).toContain(`${at("dashboards.1.url")} an https:// address`)
  expect(log).toContain(`${at("dashboards.2.url")} a Hugging Face Space`)
  expect(log).toContain(`${at("source")} a repository on GitHub`)
})

// Every file of a folder, with a digest of its bytes.
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .map(
      (file) =>
        `${path.relative(dir, file)} ${createHash("sha256").update(readFileSync(file)).digest("hex")}`,
    )

test("a query that does more than read stops the build, each in its own words; content/ is untouched", () => {
  const { root, contentDir, publicDir } = copyProject(FIXTURE_CONTENT)
  const study = path.join(contentDir, "case-studies", "trading-pack.md")
  const refused: Record<string, string> = {
    "COPY (SELECT 1) TO 'data/out.csv'": "COPY writes a file; a case study's queries only read",
    "EXPORT DATABASE 'data/export'": "EXPORT writes files; a case study's queries only read",
    "ATTACH 'data/other.duckdb' AS other":
      "ATTACH opens another database; a case study's queries only read",
    "INSTALL httpfs": "INSTALL installs an extension; a case study's queries only read",
    "load httpfs": "load loads an extension; a case study's queries only read",
    "SET memory_limit = '64GB'": "SET changes DuckDB's settings; a case study's queries only read",
    "SELECT * FROM '../../../gatsby-config.ts'": `'../../../gatsby-config.ts' is outside content/: a query reads only the content folder's files`,
    "SELECT * FROM read_csv('/etc/hostname')": `'/etc/hostname' is outside content/: a query reads only the content folder's files`,
    "SELECT * FROM 'https://example.org/sales.csv'":
      "'https://example.org/sales.csv' is a web address: save the data beside the case study and read it by its path",
  }
  const lines = readFileSync(study, "utf8").split("\n").length
  appendFileSync(
    study,
    Object.keys(refused)
      .map((query) => `\n\`\`\`sql\n${query}\n\`\`\`\n`)
      .join(""),
  )
  const before = snapshot(contentDir)
  const { status, output } = buildProject(root, { quiet: true, env: noKeys })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  const owner = '(the case study of project 6 "Weekly Trading Pack")'
  for (const [index, message] of Object.values(refused).entries())
    expect(log).toContain(
      `content/case-studies/trading-pack.md, line ${lines + 1 + index * 4} ${owner}: ${message}`,
    )
  expect(snapshot(contentDir)).toEqual(before)
  expect(existsSync(path.join(publicDir, "index.html"))).toBe(false)
})

test("a link out of the content folder stops the build, named where it is; nothing of it is read", () => {
  const { root, contentDir, publicDir } = copyProject(FIXTURE_CONTENT)
  const studies = path.join(contentDir, "case-studies")
  // The build machine's secrets, outside the content folder: a file and a folder.
  const secret = "machine-secret-4f1c"
  const outside = path.join(root, "outside")
  mkdirSync(outside)
  writeFileSync(path.join(outside, "secret.csv"), `plan,accounts\n${secret},1\n`)
  writeFileSync(path.join(outside, "secret.jpg"), `${secret}\n`)
  // The chart's data, a linked file, an image and a query's data, each a link out; a folder too.
  const chartData = path.join(studies, "charts", "at-risk-by-plan.csv")
  rmSync(chartData)
  symlinkSync(path.join(outside, "secret.csv"), chartData)
  const figure = path.join(studies, "figures", "risk-by-week.jpg")
  rmSync(figure)
  symlinkSync(path.join(outside, "secret.jpg"), figure)
  symlinkSync(path.join(outside, "secret.csv"), path.join(studies, "data", "linked.csv"))
  symlinkSync(outside, path.join(studies, "data", "shared"))
  const study = path.join(studies, "trading-pack.md")
  appendFileSync(
    study,
    [
      "\n[the data](data/linked.csv)\n",
      "```sql\nSELECT * FROM 'data/linked.csv'\n```\n",
      "```sql\nSELECT * FROM read_csv('data/shared/*.csv')\n```\n",
    ].join("\n"),
  )
  const before = snapshot(contentDir)
  const { status, output } = buildProject(root, { quiet: true, env: noKeys })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  const link = (name: string) =>
    `content/case-studies/${name}: a link that leads outside content/ or to nothing: put the file itself in content/`
  for (const name of [
    "charts/at-risk-by-plan.csv",
    "data/linked.csv",
    "data/shared",
    "figures/risk-by-week.jpg",
  ])
    expect(log).toContain(link(name))
  // Then no case study is read: neither the link, nor the queries, nor the chart that use them.
  expect(log).not.toContain("trading-pack.md, line")
  expect(log).not.toContain("churn-early-warning.md, line")
  expect(log).not.toContain('the chart "charts/at-risk-by-plan.vl.json"')
  // Nothing of the files outside reaches the log or a page, and nothing in content/ changed.
  expect(output).not.toContain(secret)
  expect(output).not.toContain(outside)
  expect(existsSync(path.join(publicDir, "index.html"))).toBe(false)
  expect(snapshot(contentDir)).toEqual(before)
})

test("a build changes no file of its content folder", () => {
  // The browser tests' own builds (e2e/build-site.mjs), each of a copy of its owner's content.
  expect(snapshot(path.join(OWNER_DIR, "content"))).toEqual(snapshot("content"))
  expect(snapshot(path.join(FIXTURE_OWNER_DIR, "content"))).toEqual(snapshot(FIXTURE_CONTENT))
})

test("an EmailJS origin with a directive smuggled in stops the build; no headers are written", () => {
  const { root, contentDir, publicDir } = copyProject(FIXTURE_CONTENT)
  const injected = "https://api.emailjs.com; script-src https://evil.example"
  writeFileSync(path.join(contentDir, "emailjs.yaml"), `origin: "${injected}"\n`)
  const { status, output } = buildProject(root, { quiet: true, env: noKeys })
  expect(status).not.toBe(0)
  expect(output.replace(/\s+/g, " ")).toContain(
    `content/emailjs.yaml, field "origin": expected a bare https origin such as https://api.emailjs.com (http only for localhost), got "${injected}"`,
  )
  expect(existsSync(path.join(publicDir, "_headers"))).toBe(false)
})

test("a deploy build without EmailJS keys stops with the reason", () => {
  const { root } = copyProject(FIXTURE_CONTENT)
  const deploy = buildProject(root, { quiet: true, env: { ...noKeys, REQUIRE_EMAILJS: "true" } })
  expect(deploy.status).not.toBe(0)
  const log = deploy.output.replace(/\s+/g, " ")
  expect(log).toContain(
    "The contact form cannot send: EmailJS publicKey (GATSBY_EMAILJS_PUBLIC_KEY), serviceId (GATSBY_EMAILJS_SERVICE_ID), templateId (GATSBY_EMAILJS_TEMPLATE_ID) are empty",
  )
  expect(log).toContain("a form that cannot send must not go live")
})

test("both deploys, GitHub Pages and Netlify, build with REQUIRE_EMAILJS", () => {
  const workflow = readYaml(".github/workflows/deploy.yml") as {
    jobs: { build: { steps: Array<{ run?: string; env?: Record<string, string> }> } }
  }
  const build = workflow.jobs.build.steps.find((step) => step.run?.startsWith("npm run build"))
  expect(build?.env?.REQUIRE_EMAILJS).toBe("true")
  expect(readFileSync("netlify.toml", "utf8")).toMatch(
    /\[build\.environment\][^[]*\n\s*REQUIRE_EMAILJS = "true"/,
  )
})

// The deploy workflow runs npm test, then builds the site for Pages into public/ and publishes it:
// the tests' own builds (pointed at the mail sink, with made-up keys) must never be among it.
test("the tests build in copies: nothing in the project's public/ carries their settings", () => {
  const testBuild = path.join(OWNER_DIR, "public")
  const texts = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: "utf8" })
          .map((file) => path.join(dir, file))
          .filter((file) => /\.(html|js|json)$|_headers$/.test(file) && statSync(file).isFile())
          .map((file) => readFileSync(file, "utf8"))
      : []
  const settings = [testEmailJs.publicKey, testEmailJs.origin]
  // The check can fail: the tests' own build carries them.
  expect(texts(testBuild).some((text) => settings.some((value) => text.includes(value)))).toBe(true)
  for (const text of texts("public"))
    for (const value of settings) expect(text).not.toContain(value)
})

// A value in the prose follows its data (issue 56): one row of a CSV changed, one build, and the
// prose, the result's table and the case study's share card (its first chart draws a result
// that reads the same file) say the new value. The case study is the tests' own
// (case-studies/trading-pack.md: its heading quotes the city of the first store by its id).
test("one row of a CSV changed: the prose, the table and the card change in one build", () => {
  test.setTimeout(400_000)
  const { root, contentDir } = copyProject(FIXTURE_CONTENT)
  const page = () => {
    const html = readFileSync(
      path.join(root, "public/projects/weekly-trading-pack/index.html"),
      "utf8",
    )
    return {
      heading: /<h2[^>]*>(?:(?!<\/h2>)[\s\S])*The stores, from[\s\S]*?<\/h2>/.exec(html)?.[0] ?? "",
      table:
        /<table[\s\S]*?<\/table>/.exec(html.slice(html.indexOf('id="query-stores"')))?.[0] ?? "",
      card: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "",
    }
  }
  expect(buildProject(root, { quiet: true, env: noKeys }).status).toBe(0)
  const before = page()
  // The first store by its id, whose city the heading quotes (`row=1` of a query ordered by id).
  const file = path.join(contentDir, "case-studies/data/stores.csv")
  const text = readFileSync(file, "utf8")
  const [header, ...rows] = text.trimEnd().split(/\r?\n/)
  const columns = header.split(",")
  const firstRow = [...rows].sort()[0]
  const city = firstRow.split(",")[columns.indexOf("city")]
  expect(before.heading).toContain(city)
  expect(before.table).toContain(city)
  // That row alone changed, the file's line endings kept.
  writeFileSync(file, text.replace(firstRow, firstRow.replace(`,${city},`, ",Kano-Edited,")))

  const rebuilt = buildProject(root, { quiet: true, env: noKeys })
  expect(rebuilt.status, rebuilt.output.slice(-3000)).toBe(0)
  const after = page()
  expect(after.heading).toContain("Kano-Edited")
  expect(after.heading).not.toContain(`>${city}<`)
  expect(after.table).toContain("Kano-Edited")
  expect(after.card).toMatch(/\/static\/share\/.+\.png$/)
  expect(after.card).not.toBe(before.card)
  rmSync(root, { recursive: true, force: true })
})
