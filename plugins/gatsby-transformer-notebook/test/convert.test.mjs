// @ts-check
// The conversion of a notebook into a case study's Markdown, on a notebook Jupyter executed
// (fixtures/executed.ipynb: pandas, matplotlib, Altair, printed and warned text, an error) and on
// notebooks written here, one rule each: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { MAX_TABLE_ROWS, MAX_TEXT_LINES, notebookToMarkdown } from "../convert.mjs"
import { svgToPng } from "../svg-picture.mjs"

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")
const executed = JSON.parse(readFileSync(path.join(fixtures, "executed.ipynb"), "utf8"))

/**
 * A notebook or a part of one as these tests write it: JSON.
 * @typedef {Record<string, any>} Json
 * @typedef {{ bytes: Buffer, extension: string }} KeptFile
 */

// Keeps what the conversion asks to keep, and answers the URLs a build would.
function keeper() {
  /** @type {{ images: KeptFile[], charts: Json[], published: KeptFile[] }} */
  const kept = { images: [], charts: [], published: [] }
  /** @type {import("../outputs.mjs").OutputFiles} */
  const files = {
    image: async (bytes, extension) => {
      kept.images.push({ bytes, extension })
      return `../.cache/output-${kept.images.length}${extension}`
    },
    chart: async (spec) => {
      kept.charts.push(spec)
      return `../.cache/chart-${kept.charts.length}.vl.json`
    },
    publish: async (bytes, extension) => {
      kept.published.push({ bytes, extension })
      return `/static/notebooks/figure-${kept.published.length}${extension}`
    },
    drawSvg: (svg) => svgToPng(svg, []),
  }
  return { kept, files }
}

// A PNG's width and height, from its header.
const pngSize = (/** @type {Buffer} */ png) => {
  assert.equal(png.toString("latin1", 0, 8), "\x89PNG\r\n\x1a\n")
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

// The files beside the notebook, for its links: those under gone/ are not there.
const linkProblem = (/** @type {string} */ url) =>
  url.startsWith("gone/")
    ? `the link "${url}" goes to no file (its path is relative to the case study)`
    : null

const convert = async (/** @type {Json} */ notebook) => {
  const { kept, files } = keeper()
  const saved = /** @type {import("../notebook.js").Notebook} */ (notebook)
  const result = await notebookToMarkdown(saved, { name: "study.ipynb", files, linkProblem })
  return { ...result, kept }
}

// A notebook of `cells`, its code cells run in order.
const notebook = (/** @type {Json[]} */ cells, language = "python") => ({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: language, language } },
  cells: cells.map((cell, index) => ({
    id: `c${index}`,
    metadata: {},
    ...(cell.cell_type === "code" && { execution_count: index + 1 }),
    ...cell,
  })),
})
const markdownCell = (/** @type {string} */ source, extra = {}) => ({
  cell_type: "markdown",
  source,
  ...extra,
})
const codeCell = (
  /** @type {string} */ source,
  /** @type {Json[]} */ outputs = [],
  /** @type {Json} */ extra = {},
) => ({
  cell_type: "code",
  source,
  outputs,
  ...extra,
})
const result = (/** @type {Json} */ data) => ({
  output_type: "execute_result",
  execution_count: 1,
  metadata: {},
  data,
})
const stream = (/** @type {string} */ name, /** @type {string} */ text) => ({
  output_type: "stream",
  name,
  text,
})

// What the page shows of the outputs: the blocks under the code.
const outputsOf = (/** @type {string} */ markdown) =>
  [
    ...markdown.matchAll(
      /<div class="nb-output">([\s\S]*?)<\/div>\n\n(?=```|<div class="nb-output">|<details|##|$)/g,
    ),
  ]
    .map(([, output]) => output)
    .join("\n")

const headings = (/** @type {string} */ markdown) =>
  [...markdown.matchAll(/^(#+) (.*)$/gm)].map(([, h, text]) => `${h.length} ${text}`)

describe("a notebook Jupyter executed", async () => {
  const { markdown, warnings, kept } = await convert(executed)

  // The golden file: the whole Markdown of the executed notebook, read as a reviewer reads a diff.
  // After a change meant to alter it: GOLDEN=write node --test plugins/gatsby-transformer-notebook/
  it("is exactly the Markdown of its golden file, fixtures/executed.md", () => {
    const golden = path.join(fixtures, "executed.md")
    if (process.env.GOLDEN === "write") writeFileSync(golden, markdown)
    assert.equal(markdown, readFileSync(golden, "utf8"))
  })

  it("keeps its Markdown and its code, highlighted in its language, without execution counts", () => {
    assert.match(markdown, /^## Basket sizes\n\nHow many items an order holds\.$/m)
    assert.match(markdown, /```python\nbaskets\n```/)
    assert.doesNotMatch(markdown, /In \[\d+\]:|execution_count/)
  })

  it("draws its Altair charts, from the mimetype renderer and from Altair's default HTML", () => {
    assert.equal(kept.charts.length, 2)
    for (const spec of kept.charts) assert.match(spec.$schema, /vega-lite/)
    assert.equal(
      (markdown.match(/!\[[^\]]*\]\(\.\.\/\.cache\/chart-\d\.vl\.json "cell \d+"\)/g) ?? []).length,
      2,
    )
    assert.doesNotMatch(markdown, /vegaEmbed|<script/)
  })

  it("keeps its matplotlib figures as image files, on a white ground", () => {
    assert.ok(kept.images.length >= 1)
    for (const { bytes, extension } of kept.images) {
      assert.equal(extension, ".png")
      assert.equal(bytes.subarray(1, 4).toString(), "PNG")
    }
    assert.match(markdown, /<div class="nb-figure">\n\n!\[/)
  })

  it("turns its data frame into a sanitized table that scrolls in its box, and says nothing of pandas' styles", () => {
    assert.ok(!warnings.some((warning) => /removed/.test(warning)))
    assert.match(markdown, /<div class="nb-table" tabindex="0"><table>/)
    assert.match(markdown, /<th scope="col">/)
    assert.doesNotMatch(markdown, /class="dataframe"|<style|style="/)
  })

  it("prints text with its colours as classes, a progress bar at its last state", () => {
    const outputs = outputsOf(markdown)
    assert.match(
      outputs,
      /<pre class="nb-text"><code><span class="ansi-green-fg">ok<\/span> fitted&#10;progress 100%/,
    )
    // eslint-disable-next-line no-control-regex -- no escape code may reach the page
    assert.doesNotMatch(outputs, /progress 10%|\u001b|\r|style=/)
  })

  it("hides stderr and shows an error of a raises-exception cell folded", () => {
    assert.doesNotMatch(outputsOf(markdown), /UserWarning/)
    assert.match(
      markdown,
      /<details class="nb-fold"><summary>ZeroDivisionError: division by zero<\/summary>/,
    )
    assert.ok(
      warnings.some((warning) =>
        /^study\.ipynb, cell \d+: its stderr is hidden on the page/.test(warning),
      ),
    )
  })
})

describe("cells, as the tags and options say", () => {
  it("leaves out, folds and shows parts, and never shows the #| lines", async () => {
    const { markdown } = await convert(
      notebook([
        codeCell("a = 'cell gone'", [stream("stdout", "A\n")], {
          metadata: { tags: ["remove-cell"] },
        }),
        codeCell("b = 'input gone'", [stream("stdout", "B shown\n")], {
          metadata: { tags: ["remove-input"] },
        }),
        codeCell("c = 'output gone'", [stream("stdout", "C\n")], {
          metadata: { tags: ["remove-output"] },
        }),
        codeCell("x = 'folded input'", [stream("stdout", "shown\n")], {
          metadata: { tags: ["hide-input"] },
        }),
        codeCell("y = 1", [stream("stdout", "folded output\n")], {
          metadata: { tags: ["hide-output"] },
        }),
        codeCell("#| echo: false\nprint('echo off')", [stream("stdout", "only the output\n")]),
        codeCell("#| include: false\nsecret = 1", [stream("stdout", "D\n")]),
        codeCell("#| output: false\nz = 'only the input'", [stream("stdout", "E\n")]),
      ]),
    )
    assert.doesNotMatch(markdown, /cell gone|\bA\b|input gone|\bC\b|secret|\bD\b|\bE\b|#\|/)
    assert.match(markdown, /B shown/)
    assert.match(markdown, /c = 'output gone'/)
    assert.match(
      markdown,
      /<details class="nb-fold"><summary>Show the code<\/summary>\n\n```python\nx = 'folded input'\n```\n\n<\/details>/,
    )
    assert.match(
      markdown,
      /<details class="nb-fold"><summary>Show the output<\/summary>\n\n<div class="nb-output">[\s\S]*folded output/,
    )
    assert.match(markdown, /only the output/)
    assert.doesNotMatch(markdown, /print\('echo off'\)/)
    assert.match(markdown, /z = 'only the input'/)
  })

  it("highlights a %%sql or %%bash cell in its own language, and an R notebook in R", async () => {
    const { markdown } = await convert(
      notebook(
        [
          codeCell("%%sql\nSELECT 1", [result({ "text/plain": "1" })]),
          codeCell("%%bash\necho hi", [stream("stdout", "hi\n")]),
          codeCell("summary(x)", [stream("stdout", "Min 1\n")]),
        ],
        "R",
      ),
    )
    assert.match(markdown, /```sql\nSELECT 1\n```/)
    assert.match(markdown, /```bash\necho hi\n```/)
    assert.match(markdown, /```r\nsummary\(x\)\n```/)
  })

  it("puts the headings under the page's title in order, whatever levels the notebook used", async () => {
    const { markdown } = await convert(
      notebook([
        markdownCell("# The notebook's title"),
        markdownCell("### Why\n\nText."),
        markdownCell("##### Detail"),
        markdownCell("# Results\n\n## Numbers"),
        markdownCell("Setext\n------"),
      ]),
    )
    assert.deepEqual(headings(markdown), [
      "2 Why",
      "3 Detail",
      "2 Results",
      "3 Numbers",
      "3 Setext",
    ])
    assert.doesNotMatch(markdown, /The notebook's title/)
  })

  it("keeps a first cell that is more than the title, its # as a section", async () => {
    const { markdown } = await convert(notebook([markdownCell("# Intro\n\nText.")]))
    assert.deepEqual(headings(markdown), ["2 Intro"])
  })

  it("shows a link to a file that is not there as its text, and the build says so", async () => {
    const { markdown, warnings } = await convert(
      notebook([
        markdownCell("## Data\n\n[The data](data/sales.csv) and [the web](https://example.org)."),
        markdownCell("[< Previous](gone/02.ipynb) | [Contents][toc]\n\n[toc]: gone/index.ipynb"),
        markdownCell('<a href="gone/03.ipynb">Next ></a>'),
      ]),
    )
    assert.match(
      markdown,
      /\[The data\]\(data\/sales\.csv\) and \[the web\]\(https:\/\/example\.org\)/,
    )
    assert.match(markdown, /< Previous \| Contents/)
    assert.match(markdown, /Next >/)
    assert.doesNotMatch(markdown, /gone\//)
    const shownAsText = (/** @type {number} */ cell, /** @type {string} */ url) =>
      `study.ipynb, cell ${cell}: the link "${url}" goes to no file (its path is relative to the case study): the page shows its text, without the link`
    assert.deepEqual(warnings, [
      shownAsText(2, "gone/02.ipynb"),
      shownAsText(2, "gone/index.ipynb"),
      shownAsText(3, "gone/03.ipynb"),
    ])
  })
})

describe("outputs", () => {
  it("Markdown as Markdown; text as text; SVG as the PNG it draws, never inlined or published", async () => {
    // An SVG figure that would run its scripts if it were opened on the site.
    const hostileSvg =
      '<svg width="40" height="20" onload="fetch(\'/ran\')"><script>fetch("/ran")</script>' +
      '<a href="javascript:fetch(\'/ran\')"><rect width="40" height="20"/></a></svg>'
    const { markdown, kept } = await convert(
      notebook([
        codeCell("Markdown('**bold**')", [
          result({ "text/markdown": "**bold** result", "text/plain": "<Markdown>" }),
        ]),
        codeCell("1 + 1", [result({ "text/plain": "2" })]),
        codeCell("#| fig-alt: A blue box\nSVG()", [
          result({ "image/svg+xml": hostileSvg, "text/plain": "<SVG>" }),
        ]),
      ]),
    )
    assert.match(markdown, /\*\*bold\*\* result/)
    assert.match(markdown, /<pre class="nb-text"><code>2<\/code><\/pre>/)
    assert.deepEqual(
      kept.published.map(({ bytes, extension }) => [extension, ...pngSize(bytes)]),
      [[".png", 80, 40]],
    )
    assert.match(
      markdown,
      /<img src="\/static\/notebooks\/figure-1\.png" alt="A blue box" width="40" height="20" loading="lazy" decoding="async">/,
    )
    assert.doesNotMatch(markdown, /<svg|\.svg|fetch/)
  })

  it("a pasted SVG as the PNG it draws; an SVG that cannot be drawn is left out, said", async () => {
    const svg = Buffer.from('<svg width="30" height="10"><rect width="30" height="10"/></svg>')
    const { markdown, kept, warnings } = await convert(
      notebook([
        {
          cell_type: "markdown",
          metadata: {},
          source: "![drawn](attachment:drawn.svg)",
          attachments: { "drawn.svg": { "image/svg+xml": svg.toString("base64") } },
        },
        codeCell("#| fig-alt: Nothing\nSVG()", [
          result({ "image/svg+xml": "<svg><rect", "text/plain": "<SVG>" }),
        ]),
      ]),
    )
    assert.deepEqual(
      kept.images.map(({ bytes, extension }) => [extension, ...pngSize(bytes)]),
      [[".png", 60, 20]],
    )
    assert.match(markdown, /!\[drawn\]\(\.\.\/\.cache\/output-1\.png\)/)
    assert.deepEqual(kept.published, [])
    assert.deepEqual(warnings, [
      "study.ipynb, cell 2: its SVG figure is not shown: it is not an SVG picture resvg can read (SVG data parsing failed cause the root node was opened but never closed): save it as PNG too",
    ])
  })

  it("only the pasted images a cell shows are kept or drawn, not those Jupyter kept after their use", async () => {
    const png = readFileSync(path.join(fixtures, "figures", "risk-by-week.jpg"))
    const { kept, files } = keeper()
    /** @type {string[]} */
    const drawn = []
    const counted = {
      ...files,
      drawSvg: async (/** @type {string} */ svg) => (drawn.push(svg), files.drawSvg(svg)),
    }
    const saved = /** @type {import("../notebook.js").Notebook} */ (
      /** @type {unknown} */ (
        notebook([
          {
            cell_type: "markdown",
            metadata: {},
            source: "![shown](attachment:shown.jpg)",
            attachments: {
              "shown.jpg": { "image/jpeg": png.toString("base64") },
              "unused.svg": { "image/svg+xml": Buffer.from("<svg/>").toString("base64") },
              "unused.png": { "image/png": png.toString("base64") },
            },
          },
        ])
      )
    )
    const { markdown } = await notebookToMarkdown(saved, {
      name: "study.ipynb",
      files: counted,
      linkProblem,
    })
    assert.deepEqual(drawn, [])
    assert.deepEqual(
      kept.images.map(({ extension }) => extension),
      [".jpg"],
    )
    assert.match(markdown, /!\[shown\]\(\.\.\/\.cache\/output-1\.jpg\)/)
  })

  it("an older Altair's Vega-Lite 3 is a chart, and Altair's HTML with Python's NaN too", async () => {
    const spec = { mark: "bar", data: { values: [{ a: 1 }] }, title: "Sales" }
    const html = (/** @type {string} */ json) =>
      `<div id="altair-viz-1"></div><script>(function(spec, embedOpt){ vegaEmbed("#altair-viz-1", spec, embedOpt) })(${json}, {"mode": "vega-lite"});</script>`
    const { markdown, kept } = await convert(
      notebook([
        codeCell("chart", [
          result({
            "application/vnd.vegalite.v3+json": spec,
            "text/plain":
              "<VegaLite 3 object>\n\nIf you see this message, it means the renderer has not been properly enabled",
          }),
        ]),
        codeCell("chart", [
          result({
            "text/html": html('{"mark": "bar", "data": {"values": [{"a": NaN, "b": "NaN"}]}}'),
          }),
        ]),
      ]),
    )
    assert.deepEqual(kept.charts, [
      spec,
      { mark: "bar", data: { values: [{ a: null, b: "NaN" }] } },
    ])
    assert.doesNotMatch(markdown, /renderer has not been properly enabled/)
  })

  it("a figure without alt text still says what it is, and the build warns", async () => {
    const png = Buffer.from("89504e470d0a1a0a", "hex").toString("base64")
    const { markdown, warnings } = await convert(
      notebook([
        markdownCell("Text."),
        codeCell("plt.show()", [result({ "image/png": png, "text/plain": "<Figure>" })]),
      ]),
    )
    assert.match(markdown, /!\[A figure from cell 2 of the notebook\]/)
    assert.deepEqual(warnings, [
      "study.ipynb, cell 2: its figure has no alt text: add #| fig-alt: … to the cell",
    ])
  })

  it("a plot that also carries an image shows the image", async () => {
    const png = Buffer.from("89504e470d0a1a0a", "hex").toString("base64")
    const { markdown } = await convert(
      notebook([
        codeCell("#| fig-alt: Sales\nfig.show()", [
          result({
            "application/vnd.plotly.v1+json": {},
            "text/html": "<div></div><script>Plotly.newPlot()</script>",
            "image/png": png,
          }),
        ]),
      ]),
    )
    assert.match(markdown, /!\[Sales\]\(\.\.\/\.cache\/output-1\.png\)/)
    assert.doesNotMatch(markdown, /Plotly/)
  })

  it("cuts a long text and a long table, says so on the page and in the build", async () => {
    const lines = Array.from({ length: MAX_TEXT_LINES + 20 }, (_, i) => `line ${i}`).join("\n")
    const rows = Array.from(
      { length: MAX_TABLE_ROWS + 5 },
      (_, i) => `<tr><td>${i}</td></tr>`,
    ).join("")
    const { markdown, warnings } = await convert(
      notebook([
        codeCell("print(lines)", [stream("stdout", lines)]),
        codeCell("frame", [
          result({ "text/html": `<table><tbody>${rows}</tbody></table>`, "text/plain": "" }),
        ]),
      ]),
    )
    assert.match(markdown, /<p class="nb-cut">20 more lines not shown<\/p>/)
    assert.match(markdown, /<p class="nb-cut">5 more rows not shown<\/p>/)
    assert.equal((markdown.match(/<tr>/g) ?? []).length, MAX_TABLE_ROWS)
    assert.deepEqual(warnings, [
      `study.ipynb, cell 1: its printed output is cut to its first ${MAX_TEXT_LINES} lines`,
      `study.ipynb, cell 2: its table is cut to its first ${MAX_TABLE_ROWS} rows`,
    ])
  })

  it("says when the cells ran out of order", async () => {
    const { warnings } = await convert(
      notebook([
        codeCell("a = 1", [stream("stdout", "1\n")], { execution_count: 5 }),
        codeCell("b = 2", [stream("stdout", "2\n")], { execution_count: 3 }),
      ]),
    )
    assert.deepEqual(warnings, [
      "study.ipynb, cell 2: the cells ran out of order (its execution count is not above the one before): Restart & Run All before publishing",
    ])
  })
})

describe("nothing that runs or styles reaches the page", () => {
  const hostile = JSON.parse(readFileSync(path.join(fixtures, "hostile.ipynb"), "utf8"))

  it("from HTML outputs, Markdown cells and outputs, and text", async () => {
    const { markdown, warnings } = await convert(hostile)
    for (const pattern of [
      /<script/i,
      /<style/i,
      /\sstyle=/i,
      /\son\w+=/i,
      /<iframe/i,
      /<object/i,
      /<embed/i,
      /javascript:/i,
      /data:image/i,
      // eslint-disable-next-line no-control-regex -- no escape code may reach the page
      /\u001b/,
    ])
      assert.doesNotMatch(markdown, pattern)
    assert.match(markdown, /<span class="ansi-red-fg">2\.86<\/span>/)
    const removed = (/** @type {number} */ cell) =>
      (
        warnings.find((warning) =>
          warning.startsWith(`study.ipynb, cell ${cell}: removed from its`),
        ) ?? ""
      )
        .replace(/^.*?removed from its (HTML output|Markdown( output)?): /, "")
        .split(", ")
    assert.deepEqual(removed(1).sort(), [
      "<script>",
      "<style>",
      "a javascript: link",
      "onerror=",
      "style=",
    ])
    // A Markdown link that would run, with no HTML in the cell, goes through the sanitizer too.
    assert.deepEqual(removed(2), ["a javascript: link"])
    assert.match(markdown, /See the district's page and its map\./)
    // Of an output's HTML, only what would run: its styles are its own, and no concern of the owner's.
    assert.deepEqual(removed(4).sort(), [
      "<embed>",
      "<iframe>",
      "<object>",
      "<script>",
      "a javascript: link",
      "onclick=",
    ])
    // A Markdown output (IPython's Markdown()) is sanitized as a Markdown cell is.
    assert.deepEqual(removed(5).sort(), ["<script>", "<style>", "a javascript: link", "onerror="])
    assert.match(markdown, /\*\*Note\*\* !\[Weights\]\(figures\/risk-by-week\.jpg\) more/)
  })

  it("from HTML between two comments, and from links defined for references", async () => {
    // Each starts and ends like one HTML comment; a browser reads the markup between them.
    const wrapped = [
      '<!-- a --><meta http-equiv="refresh" content="5;url=https://evil.example/"><!-- b -->',
      "<!-- a --!><style>h1{color:red}</style><!-- b -->",
      '<!--><a href="javascript:alert(1)">go</a><!-- b -->',
    ]
    const references = [
      "Read [the method][m] or see ![the figure][i].",
      "",
      "[m]: javascript:alert(document.domain)",
      "[i]: data:image/png;base64,iVBORw0KGgo=",
    ].join("\n")
    const { markdown } = await convert(
      notebook([
        ...wrapped.map((html) => markdownCell(html)),
        markdownCell(references),
        codeCell("show()", [
          ...wrapped.map((html) => result({ "text/markdown": html })),
          result({ "text/markdown": references }),
        ]),
      ]),
    )
    for (const pattern of [/<meta/i, /<style/i, /javascript:/i, /data:image/i, /evil\.example/])
      assert.doesNotMatch(markdown, pattern)
    assert.match(markdown, /Read the method or see/)
  })

  it("from a Markdown output's links to files that are not there", async () => {
    const output = "See [the plan](gone/plan.md) and [the data](data/sales.csv)."
    const { markdown, warnings } = await convert(
      notebook([codeCell("show()", [result({ "text/markdown": output })])]),
    )
    assert.match(markdown, /See the plan and \[the data\]\(data\/sales\.csv\)\./)
    assert.deepEqual(warnings, [
      'study.ipynb, cell 1: the link "gone/plan.md" goes to no file (its path is relative to the case study): the page shows its text, without the link',
    ])
  })

  it("keeps what a reader needs of that HTML: the table and the image, as Markdown", async () => {
    const { markdown } = await convert(hostile)
    assert.match(markdown, /<td>Ikeja<\/td><td>1\.12<\/td>/)
    assert.match(markdown, /!\[Response rates by district\]\(figures\/risk-by-week\.jpg\)/)
  })
})
