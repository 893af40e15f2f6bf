/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import { contentCopy, contentMessages } from "../content-copy"

type Entry = Record<string, unknown>

const image = (dir: string) =>
  `expected the path of a JPEG, PNG, WebP or AVIF image inside ${dir}/, relative to it`

describe("validateContent", () => {
  it("accepts the tests' content, with its optional fields left out", () => {
    expect(contentMessages(FIXTURE_CONTENT)).toEqual([])
  })

  it("accepts the content the site ships with, and the example owner's", () => {
    expect(contentMessages("content")).toEqual([])
    expect(contentMessages("examples/maya-chen")).toEqual([])
  })

  it("names the file, the skill and the field of a level out of range", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[0].level = 120))
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 1 "R", field "level": expected a whole number from 0 to 100, got 120`,
    ])
  })

  it("reports every problem at once, one message each", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[1].level = "95%"
      skills[5].icon = "mop"
    })
    edit<Entry[]>("projects.yaml", (projects) => (projects[0].status = "soon"))
    edit<Entry>("profile.yaml", (profile) => (profile.email = "quinn-at-example.org"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "email": expected an e-mail address such as you@example.com, got "quinn-at-example.org"`,
      `${dir}/skills.yaml, skill 2 "R Markdown", field "level": expected a whole number from 0 to 100, got "95%"`,
      expect.stringMatching(
        new RegExp(
          `^${dir}/skills.yaml, skill 6 "Statistics", field "icon": expected one of the icon names: .*broom.*, got "mop"$`,
        ),
      ),
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "status": expected one of coming-soon, in-progress, completed, got "soon"`,
    ])
  })

  it("allows any priority (other words render blue)", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => (projects[1].priority = "someday"))
    expect(contentMessages(dir)).toEqual([])
  })

  it("catches missing fields, unknown fields, bad links and missing images", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[0].descripton = skills[0].description
      delete skills[0].description
    })
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].image = "pictures/nowhere.jpg"
      projects[3].liveUrl = "pricing.example.org"
    })
    edit<Entry>("profile.yaml", (profile) => delete profile.name)
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "name": expected a text, it is missing`,
      `${dir}/skills.yaml, skill 1 "R": unknown field "descripton": did you mean "description"?`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "image": ${image(dir)}, got "pictures/nowhere.jpg"`,
      `${dir}/projects.yaml, project 4 "Pricing Elasticity", field "liveUrl": expected a web address starting with https://, got "pricing.example.org"`,
    ])
  })

  it("accepts every optional profile field left out, and checks each one given", () => {
    const { dir, edit } = contentCopy()
    const optional = ["stats", "focusAreas", "leads", "moreProjects"]
    edit<Entry>("profile.yaml", (profile) => optional.forEach((field) => delete profile[field]))
    expect(contentMessages(dir)).toEqual([])

    edit<Entry>("profile.yaml", (profile) => {
      profile.phone = "call me"
      profile.highlights = []
      profile.leads = { about: "", footer: "Hello" }
      profile.moreProjects = { url: "https://example.org" }
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "highlights": expected a list with at least one text, got []`,
      `${dir}/profile.yaml, field "phone": expected a phone number of digits, spaces and an optional leading +, got "call me"`,
      `${dir}/profile.yaml, field "leads.about": expected a text that is not empty, got ""`,
      `${dir}/profile.yaml, field "leads": unknown field "footer" (a typo?)`,
      `${dir}/profile.yaml, field "moreProjects.text": expected a text, it is missing`,
    ])
  })

  it("refuses two skills or projects of the same name, whatever the case and spacing", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[1].name = "r "))
    edit<Entry[]>("projects.yaml", (projects) => (projects[2].title = "demand  FORECAST"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 2 "r ": the name is already used by another skill`,
      `${dir}/projects.yaml, project 3 "demand  FORECAST": the title is already used by another project`,
    ])
  })

  it("takes only images inside the content folder as images, and only https links", () => {
    const { dir, edit, write } = contentCopy()
    write("notes.jpg", "# a text file with an image's name\n")
    mkdirSync(path.join(dir, "empty.jpg"))
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].image = "pictures"
      projects[1].image = "notes.jpg"
      projects[2].image = "../outside.jpg"
      projects[3].image = "empty.jpg"
      projects[0].liveUrl = "http://example.org/churn"
    })
    writeFileSync(
      path.join(dir, "..", "outside.jpg"),
      readFileSync(path.join(dir, "pictures/me.jpg")),
    )
    edit<Entry>("profile.yaml", (profile) => (profile.linkedin = "http://linkedin.com/in/q"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "linkedin": expected a web address starting with https://, got "http://linkedin.com/in/q"`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "image": ${image(dir)}, got "pictures"`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "liveUrl": expected a web address starting with https://, got "http://example.org/churn"`,
      `${dir}/projects.yaml, project 2 "Demand Forecast", field "image": ${image(dir)}, got "notes.jpg"`,
      `${dir}/projects.yaml, project 3 "Experiment Readouts", field "image": ${image(dir)}, got "../outside.jpg"`,
      `${dir}/projects.yaml, project 4 "Pricing Elasticity", field "image": ${image(dir)}, got "empty.jpg"`,
    ])
  })

  it("takes an image or a PDF in the static folder as the resume", () => {
    const { dir, edit } = contentCopy()
    const staticDir = mkdtempSync(path.join(tmpdir(), "static-"))
    writeFileSync(path.join(staticDir, "cv.pdf"), "%PDF-1.7\n")
    writeFileSync(path.join(staticDir, "cv.txt"), "plain text\n")
    // A PDF by its first bytes, a page by its name: a host would serve it as a page.
    writeFileSync(path.join(staticDir, "cv.html"), "%PDF-1.7\n<script>fetch('/ran')</script>\n")
    edit<Entry>("profile.yaml", (profile) => (profile.resume = "/cv.pdf"))
    expect(contentMessages(dir, staticDir)).toEqual([])
    for (const resume of ["/cv.txt", "/cv.html", "cv.pdf", "/../cv.pdf", "/"]) {
      edit<Entry>("profile.yaml", (profile) => (profile.resume = resume))
      expect(contentMessages(dir, staticDir)).toEqual([
        `${dir}/profile.yaml, field "resume": expected a JPEG, PNG, WebP, AVIF or PDF file in ${staticDir}/, written with a leading slash (e.g. /resume.pdf), got "${resume}"`,
      ])
    }
  })

  it("gives one line naming the file for an empty file, the wrong kind of file and a folder", () => {
    const { dir, write } = contentCopy()
    write("profile.yaml", "")
    write("skills.yaml", "name: R\nlevel: 100\n")
    rmSync(path.join(dir, "projects.yaml"))
    mkdirSync(path.join(dir, "projects.yaml"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml: the file is empty, expected fields such as "name: Your Name"`,
      `${dir}/skills.yaml: expected a list, one entry per "- " line ("- name: SQL"), got {"name":"R","level":100}`,
      `${dir}/projects.yaml: is a folder, expected a file`,
    ])
  })

  it("cuts a long value to a readable length", () => {
    const { dir, edit } = contentCopy()
    edit<Entry>("profile.yaml", (profile) => (profile.email = "x".repeat(500)))
    const [problem] = contentMessages(dir)
    expect(problem).toBe(
      `${dir}/profile.yaml, field "email": expected an e-mail address such as you@example.com, got "${"x".repeat(58)}…`,
    )
  })

  it("points at the line of a YAML syntax error", () => {
    const { dir, write } = contentCopy()
    write("skills.yaml", "- name: R\n  level: 100\n level: 85\n")
    expect(contentMessages(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${dir}/skills.yaml: not valid YAML at line \\d+, column \\d+: `),
      ),
    ])
  })

  it("says when a file is missing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml: the file is missing`,
      `${dir}/skills.yaml: the file is missing`,
      `${dir}/projects.yaml: the file is missing`,
    ])
  })
})

describe("validateContent: case studies", () => {
  const churn = 'project 1 "Churn Early Warning"'

  it("names a case study that is missing, not Markdown, or outside the content folder", () => {
    const { dir, edit, write } = contentCopy()
    write("case-studies/notes.txt", "not Markdown")
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].caseStudy = "case-studies/nowhere.md"
      projects[1].caseStudy = "case-studies/notes.txt"
      projects[2].caseStudy = "../outside.md"
    })
    writeFileSync(path.join(dir, "..", "outside.md"), "## Outside\n")
    expect(contentMessages(dir)).toEqual([
      `${dir}/projects.yaml, ${churn}, field "caseStudy": expected a file that exists, its path relative to ${dir}/, got "case-studies/nowhere.md"`,
      `${dir}/projects.yaml, project 2 "Demand Forecast", field "caseStudy": expected the path of a Markdown file (.md) or a Jupyter notebook (.ipynb), got "case-studies/notes.txt"`,
      `${dir}/projects.yaml, project 3 "Experiment Readouts", field "caseStudy": expected a file inside ${dir}/, its path relative to it, got "../outside.md"`,
    ])
  })

  it("names a source that is not the case study's notebook or code on GitHub", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].source = "https://github.com/quinn/churn/blob/main/churn.ipynb"
      projects[1].source = "https://github.com/quinn/forecast/tree/main/notebooks"
      projects[3].source = "http://github.com/quinn/pricing"
      projects[6].source = "https://github.com/quinn/returns"
    })
    const at = (entry: string) => `${dir}/projects.yaml, ${entry}, field "source"`
    expect(contentMessages(dir)).toEqual([
      `${at(churn)}: expected a repository on GitHub, https://github.com/<owner>/<repo>, or a folder of one, https://github.com/<owner>/<repo>/tree/<branch>/<folder>, got "https://github.com/quinn/churn/blob/main/churn.ipynb"`,
      `${at('project 2 "Demand Forecast"')}: expected the notebook's address on GitHub, https://github.com/<owner>/<repo>/blob/<branch>/<path>.ipynb, as the browser shows it, got "https://github.com/quinn/forecast/tree/main/notebooks"`,
      `${at('project 4 "Pricing Elasticity"')}: expected a repository on GitHub, https://github.com/<owner>/<repo>, or a folder of one, https://github.com/<owner>/<repo>/tree/<branch>/<folder>, got "http://github.com/quinn/pricing"`,
      `${at('project 7 "Returns Monitor"')}: expected a caseStudy beside it: source is where a case study's notebook or code is (the project's own code goes in codeUrl), got "https://github.com/quinn/returns"`,
    ])
  })

  it("refuses one case study for two projects, and two titles with one page address", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[3].caseStudy = "case-studies/./churn-early-warning.md"
      projects[1].title = "Experiment: Readouts!"
      projects[1].caseStudy = "case-studies/pricing-elasticity.md"
      delete projects[3].caseStudy
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/projects.yaml, project 3 "Experiment Readouts", field "title": gives the page address /projects/experiment-readouts/ that another project's title gives too ("Experiment: Readouts!"): change one of them`,
    ])
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[1].title = "Demand Forecast"
      projects[3].caseStudy = "case-studies/./churn-early-warning.md"
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/projects.yaml, project 4 "Pricing Elasticity", field "caseStudy": "case-studies/./churn-early-warning.md" is already the case study of ${churn}: each project needs its own file`,
    ])
  })

  it("refuses a title with nothing to make a page address of", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => (projects[2].title = "数据"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/projects.yaml, project 3 "数据", field "title": expected a title with a letter from a to z or a digit, which its case study's page address is made of, got "数据"`,
    ])
  })

  it("names the file and line of raw HTML and of images that are not there or not images", () => {
    const { dir, write } = contentCopy()
    const study = `${dir}/case-studies/churn-early-warning.md`
    write(
      "case-studies/churn-early-warning.md",
      [
        "<!-- a comment may stay -->",
        "## Result",
        "",
        '<iframe src="https://evil.example"></iframe>',
        "",
        "Text with <b>inline</b> HTML.",
        "",
        "![Missing](figures/nowhere.png)",
        "",
        "![Not an image](../profile.yaml)",
        "",
        "![Remote](https://example.org/chart.png)",
        "",
        "![Outside][outside]",
        "",
        "[outside]: ../../pictures.jpg",
        "",
        "![Fine](figures/risk-by-week.jpg) and a [link](https://example.org).",
        "",
        "# A second title",
        "",
        "#### Too deep",
      ].join("\n"),
    )
    const of = `(the case study of ${churn})`
    expect(contentMessages(dir)).toEqual([
      `${study}, line 4 ${of}: raw HTML is not allowed in a case study, got "<iframe src=\\"https://evil.example\\"></if…": write it in Markdown (HTML comments may stay)`,
      `${study}, line 6 ${of}: raw HTML is not allowed in a case study, got "<b>": write it in Markdown (HTML comments may stay)`,
      `${study}, line 6 ${of}: raw HTML is not allowed in a case study, got "</b>": write it in Markdown (HTML comments may stay)`,
      `${study}, line 8 ${of}: the image "figures/nowhere.png" does not exist (its path is relative to the case study)`,
      `${study}, line 10 ${of}: the image "../profile.yaml" is not a JPEG, PNG, WebP or AVIF image`,
      `${study}, line 12 ${of}: the image "https://example.org/chart.png" is a web address: put the file beside the case study and link it by its path`,
      `${study}, line 14 ${of}: the image "../../pictures.jpg" is outside ${dir}/`,
      `${study}, line 20 ${of}: a "# " heading would be a second title (the page's title is the project's): start at "## "`,
      `${study}, line 22 ${of}: a heading of level 4 after one of level 1: go down one level at a time`,
    ])
  })

  it("reads HTML between two comments as a browser does: markup, refused", () => {
    const { dir, write } = contentCopy()
    const study = `${dir}/case-studies/churn-early-warning.md`
    write(
      "case-studies/churn-early-warning.md",
      [
        "<!-- one --> <!-- two -->",
        "",
        '<!-- a --><meta http-equiv="refresh" content="0;url=https://evil.example/"><!-- b -->',
        "",
        "<!-- a --!><style>h1{color:red}</style><!-- b -->",
        "",
        "<!--><img src=x><!-- b -->",
      ].join("\n"),
    )
    const refused = (line: number, html: string) =>
      `${study}, line ${line} (the case study of ${churn}): raw HTML is not allowed in a case study, got ${JSON.stringify(html)}: write it in Markdown (HTML comments may stay)`
    expect(contentMessages(dir)).toEqual([
      refused(3, '<!-- a --><meta http-equiv="refresh" co…'),
      refused(5, "<!-- a --!><style>h1{color:red}</style>…"),
      refused(7, "<!--><img src=x><!-- b -->"),
    ])
  })

  it("names links to files that are not there or not published, and lets pass what the site can serve", () => {
    const { dir, write } = contentCopy()
    const study = `${dir}/case-studies/churn-early-warning.md`
    write("case-studies/weekly.csv", "week,churned\n1,4\n")
    write(
      "case-studies/churn-early-warning.md",
      [
        "## Links",
        "",
        "[the data](weekly.csv), [the profile](../profile.yaml), [a heading](#links),",
        "[a page](/projects/pricing-elasticity/), [the web](https://example.org) and [mail](mailto:a@b.example).",
        "",
        "[the query](queries/churn.sql)",
        "",
        "[Outside][outside] and [a folder](figures)",
        "",
        "[a page](weekly.html), [a picture](chart.SVG) and [data that is a page](page.csv)",
        "",
        "[outside]: ../../notes.txt",
      ].join("\n"),
    )
    write("case-studies/weekly.html", "<script>fetch('/ran')</script>")
    write("case-studies/chart.SVG", "<svg onload=\"fetch('/ran')\"/>")
    write("case-studies/page.csv", "<html><script>fetch('/ran')</script>")
    writeFileSync(path.join(dir, "..", "notes.txt"), "notes")
    const of = `(the case study of ${churn})`
    const noFile = (url: string) =>
      `the link "${url}" goes to no file (its path is relative to the case study): link a file inside ${dir}/, a page of the site by its address (/projects/…/) or a web address`
    expect(contentMessages(dir)).toEqual([
      `${study}, line 6 ${of}: ${noFile("queries/churn.sql")}`,
      `${study}, line 8 ${of}: the link "../../notes.txt" is outside ${dir}/`,
      `${study}, line 8 ${of}: ${noFile("figures")}`,
      `${study}, line 10 ${of}: the link "weekly.html" is a web page, whose scripts would run on the site when opened: export the page as PDF and link the PDF, or link its web address`,
      `${study}, line 10 ${of}: the link "chart.SVG" is an SVG picture, whose scripts would run on the site when opened: convert it to PNG and link (or show) the PNG`,
      `${study}, line 10 ${of}: the link "page.csv" starts like a web page ("<html"), which a browser given no type would open as one and run its scripts: save it as plain CSV, starting with its own text`,
    ])
  })
})

describe("validateContent: charts", () => {
  const of = '(the case study of project 1 "Churn Early Warning")'

  it("names the case study, the line and the chart of each spec it cannot use", () => {
    const { dir, write } = contentCopy()
    const study = `${dir}/case-studies/churn-early-warning.md`
    const charts = "case-studies/charts"
    write(`${charts}/broken.vl.json`, '{ "mark": "bar", ')
    write(`${charts}/list.vl.json`, "[1, 2]")
    write(`${charts}/remote.vl.json`, '{ "data": { "url": "https://example.org/sales.csv" } }')
    write(`${charts}/missing.vl.json`, '{ "layer": [{ "data": { "url": "nowhere.csv" } }] }')
    write(`${charts}/outside.vl.json`, '{ "data": { "url": "../../../sales.csv" } }')
    write(`${charts}/excel.vl.json`, '{ "data": { "url": "../figures/risk-by-week.jpg" } }')
    write(
      "case-studies/churn-early-warning.md",
      [
        "![Broken](charts/broken.vl.json)",
        "![A list](charts/list.vl.json)",
        "![Remote data](charts/remote.vl.json)",
        "![Missing data](charts/missing.vl.json)",
        "![Outside data](charts/outside.vl.json)",
        "![Not data](charts/excel.vl.json)",
        "![No spec](charts/nowhere.vl.json)",
        "![Fine](charts/at-risk-by-plan.vl.json) with words beside it",
      ].join("\n\n"),
    )
    writeFileSync(path.join(dir, "..", "sales.csv"), "a,b\n1,2\n")
    const chart = (line: number, url: string, problem: string) =>
      `${study}, line ${line} ${of}: the chart "${url}": ${problem}`
    expect(contentMessages(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${study}, line 1 .*: the chart "charts/broken.vl.json": not JSON \\(`),
      ),
      chart(3, "charts/list.vl.json", "not a Vega-Lite specification, which is a JSON object"),
      chart(
        5,
        "charts/remote.vl.json",
        'its data "https://example.org/sales.csv" is a web address: save the data beside the chart and read it by its path',
      ),
      chart(
        7,
        "charts/missing.vl.json",
        'its data "nowhere.csv" does not exist (its path is relative to the chart)',
      ),
      chart(
        9,
        "charts/outside.vl.json",
        `its data "../../../sales.csv" is outside ${dir}/: a chart reads only the content folder's files`,
      ),
      chart(
        11,
        "charts/excel.vl.json",
        'its data "../figures/risk-by-week.jpg" is not a CSV, TSV or JSON file',
      ),
      chart(
        13,
        "charts/nowhere.vl.json",
        "the file does not exist (its path is relative to the case study)",
      ),
      `${study}, line 15 ${of}: the chart "charts/at-risk-by-plan.vl.json" shares its paragraph with other text: give it a line of its own, with a blank line before and after`,
    ])
  })

  it("refuses, before anything is drawn, a chart whose spec makes millions of rows itself", () => {
    const { dir, write } = contentCopy()
    const study = `${dir}/case-studies/churn-early-warning.md`
    const spec = (data: object, transform: object[] = []) =>
      JSON.stringify({ data, transform, mark: "point", encoding: { x: { field: "x" } } })
    const charts = "case-studies/charts"
    write(`${charts}/sequence.vl.json`, spec({ sequence: { start: 0, stop: 5e7, as: "x" } }))
    write(
      `${charts}/impute.vl.json`,
      spec({ values: [{ x: 1, k: 1 }] }, [
        { impute: "x", key: "k", keyvals: { start: 0, stop: 1, step: 1e-7 } },
      ]),
    )
    write(`${charts}/small.vl.json`, spec({ sequence: { start: 0, stop: 250_000, as: "x" } }))
    write(
      "case-studies/churn-early-warning.md",
      [
        "![Sequence](charts/sequence.vl.json)",
        "![Impute](charts/impute.vl.json)",
        "![Small](charts/small.vl.json)",
      ].join("\n\n"),
    )
    const started = Date.now()
    expect(contentMessages(dir)).toEqual([
      `${study}, line 1 ${of}: the chart "charts/sequence.vl.json": its sequence makes 50,000,000 rows, more than a chart may make (1,000,000 at most): make fewer`,
      `${study}, line 3 ${of}: the chart "charts/impute.vl.json": its impute's keyvals make 10,000,000 rows, more than a chart may make (1,000,000 at most): make fewer`,
    ])
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe("validateContent: dashboards", () => {
  const churn = 'project 1 "Churn Early Warning"'
  type Dashboard = { url: string; poster: string; title?: string }

  it("names the project and the field of each dashboard the site cannot show", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => {
      const dashboards = projects[0].dashboards as Dashboard[]
      const poster = dashboards[0].poster
      projects[0].dashboards = [
        { url: "https://public.tableau.com/app/profile/quinn", poster, title: "Profile" },
        {
          url: "https://app.powerbi.com/groups/me/reports/1a2b/ReportSection",
          poster,
          title: "Group",
        },
        { url: "http://public.tableau.com/views/Churn/Risk", poster, title: "Plain http" },
        { url: "https://dashboards.example.org/churn", poster, title: "Elsewhere" },
        {
          url: "https://public.tableau.com/views/Churn/Risk",
          poster: "pictures/gone.png",
          title: "Gone",
        },
        { url: "https://public.tableau.com/views/Churn/Risk2", poster: "../outside.png" },
        { url: "https://public.tableau.com/views/Churn/Risk2", poster, title: "Again" },
        { url: "https://share.streamlit.io/quinn/churn/main/app.py", poster, title: "Workspace" },
        { url: "https://huggingface.co/quinn/churn-model", poster, title: "A model" },
        { url: "https://www.shinyapps.io/admin/", poster, title: "Shiny admin" },
        { url: "https://observablehq.com/@quinn", poster, title: "A profile" },
        { url: "http://quinn.shinyapps.io/churn/", poster, title: "Plain http app" },
        { url: "https://quinn-churn.streamlit.app", poster, title: "App" },
        { url: "https://quinn-churn.streamlit.app/?embed=true", poster, title: "App again" },
      ]
    })
    const at = (field: string) => `${dir}/projects.yaml, ${churn}, field "dashboards.${field}"`
    expect(contentMessages(dir)).toEqual([
      `${at("0.url")}: expected a Tableau Public view, not a profile page: open the dashboard itself and paste the link of its Share button, got "https://public.tableau.com/app/profile/quinn"`,
      `${at("1.url")}: expected a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), not a report only signed-in users can open: use File > Embed report > Publish to web, and paste its link, got "https://app.powerbi.com/groups/me/reports/1a2b/ReportSecti…`,
      `${at("2.url")}: expected an https:// address (https://public.tableau.com/…), got "http://public.tableau.com/views/Churn/Risk"`,
      `${at("3.url")}: expected a Tableau Public view (https://public.tableau.com/views/…), a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), a Looker Studio report (https://lookerstudio.google.com/reporting/…), a Streamlit app (https://<app>.streamlit.app), a Hugging Face Space (https://huggingface.co/spaces/<owner>/<space>), a Shiny app (https://<account>.shinyapps.io/<app>/) or an Observable notebook (https://observablehq.com/@<owner>/<notebook>), got "https://dashboards.example.org/churn"`,
      `${at("4.poster")}: ${image(dir)}, got "pictures/gone.png"`,
      `${at("5.poster")}: ${image(dir)}, got "../outside.png"`,
      `${at("5.title")}: expected a text, it is missing`,
      `${at("7.url")}: expected a Streamlit app's own address, https://<app>.streamlit.app: open the app and paste the address its browser tab shows, got "https://share.streamlit.io/quinn/churn/main/app.py"`,
      `${at("8.url")}: expected a Hugging Face Space, https://huggingface.co/spaces/<owner>/<space> (a model's or a dataset's page runs nothing): open the Space and paste its address, got "https://huggingface.co/quinn/churn-model"`,
      `${at("9.url")}: expected a Shiny app's address, https://<account>.shinyapps.io/<app>/ (not the shinyapps.io dashboard, which only you can open): open the app and paste the address its browser tab shows, got "https://www.shinyapps.io/admin/"`,
      `${at("10.url")}: expected an Observable notebook, not a profile page: open the notebook and paste its address, https://observablehq.com/@<owner>/<notebook>, got "https://observablehq.com/@quinn"`,
      `${at("11.url")}: expected an https:// address (https://quinn.shinyapps.io/…), got "http://quinn.shinyapps.io/churn/"`,
      `${at("6")}: the same dashboard as ${churn}, field "dashboards.5": list each dashboard once`,
      `${at("13")}: the same dashboard as ${churn}, field "dashboards.12": list each dashboard once`,
    ])
  })

  it("refuses the same dashboard twice, and a poster placing a dashboard its project does not list", () => {
    const { dir, edit, write } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => {
      const [first] = projects[0].dashboards as Dashboard[]
      const other = projects.find((project) => project.title === "Pricing Elasticity")!
      other.dashboards = [
        { ...first, url: `${first.url.replace("/reporting/", "/embed/reporting/")}` },
      ]
    })
    const study = `${dir}/case-studies/churn-early-warning.md`
    write(
      "case-studies/churn-early-warning.md",
      [
        "## Risk",
        "",
        "[![The risk board](../pictures/churn-dashboard.png)](https://public.tableau.com/views/Other/Board)",
        "",
        "A [link to another viz](https://public.tableau.com/views/Someone/Else) is only a link.",
        "",
        "[![Profile](../pictures/churn-dashboard.png)](https://public.tableau.com/app/profile/q)",
      ].join("\n"),
    )
    expect(contentMessages(dir)).toEqual([
      `${study}, line 3 (the case study of ${churn}): the dashboard "https://public.tableau.com/views/Other/Board" is not one of the project's: list it under the project's dashboards in projects.yaml, with its poster and title`,
      `${study}, line 7 (the case study of ${churn}): the poster links "https://public.tableau.com/app/profile/q", not a dashboard the site can show: expected a Tableau Public view, not a profile page: open the dashboard itself and paste the link of its Share button`,
      `${dir}/projects.yaml, project 4 "Pricing Elasticity", field "dashboards.0": the same dashboard as project 1 "Churn Early Warning", field "dashboards.0": list each dashboard once`,
    ])
  })
})
