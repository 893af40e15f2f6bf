// @ts-check
// A large owner for the bench's scale figures (docs/performance.md): 30 skills, and 30 projects each with a
// case study: two in three in Markdown, of about 1,500 words, two images and three code blocks
// (SQL, Python, R) and, when asked, three Vega-Lite charts (a bar chart, a line over time, a layered
// chart) with CSV data; one in three a Jupyter notebook as an analyst saves it, its outputs a
// pandas table, a matplotlib figure, an Altair chart and printed text. Written into a content
// folder built from the sample's profile and pictures.
import { cpSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { readYaml } from "../gatsby/content/yaml-file.mjs"
import sharp from "sharp"

const PROJECTS = 30
const SKILLS = 30

const words = (
  "the analysis started from a question the team asked every week and could not answer quickly " +
  "so we joined the sales and stock tables cleaned the duplicates and checked each number with " +
  "the people who used it before anyone saw a dashboard or a forecast of the next quarter"
).split(" ")

/** A paragraph of `count` words, different for each seed.
 * @param {number} seed
 * @param {number} count */
const paragraph = (seed, count) =>
  Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(" ")

// Shown, not run: a ```sql block would be a query over the case study's data (gatsby-remark-duckdb).
const code = {
  postgresql:
    "SELECT store_id, SUM(amount) AS sales\nFROM sales_lines\nWHERE NOT voided\nGROUP BY store_id;",
  python:
    'import pandas as pd\n\nweekly = sales.groupby("store_id")["amount"].sum()\nprint(weekly.describe())',
  r: "library(dplyr)\nsales |> group_by(store_id) |> summarise(total = sum(amount))",
}

/** Three charts of a case study: their files, and their Markdown.
 * @param {number} index
 * @param {string} folder */
function charts(index, folder) {
  const months = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, "0")}-01`)
  const csv = ["month,region,sales"]
  for (const [m, month] of months.entries())
    for (const region of ["North", "South"])
      csv.push(`${month},${region},${100 + ((index + m * 7) % 40)}`)
  writeFileSync(path.join(folder, `${index}.csv`), `${csv.join("\n")}\n`)
  const data = { url: `${index}.csv` }
  const specs = {
    bar: {
      data,
      mark: "bar",
      encoding: {
        x: { field: "month", type: "ordinal", timeUnit: "month" },
        y: { field: "sales", type: "quantitative", aggregate: "sum" },
      },
    },
    line: {
      data,
      mark: "line",
      encoding: {
        x: { field: "month", type: "temporal" },
        y: { field: "sales", type: "quantitative" },
        color: { field: "region", type: "nominal" },
      },
    },
    layered: {
      data,
      layer: [
        {
          mark: "bar",
          encoding: {
            x: { field: "region", type: "nominal" },
            y: { field: "sales", type: "quantitative", aggregate: "mean" },
          },
        },
        { mark: { type: "rule" }, encoding: { y: { datum: 110 } } },
      ],
    },
  }
  return Object.entries(specs).map(([name, spec]) => {
    writeFileSync(
      path.join(folder, `${index}-${name}.vl.json`),
      JSON.stringify({ description: `The ${name} chart of project ${index + 1}.`, ...spec }),
    )
    return `![The ${name} chart of project ${index + 1}](charts/${index}-${name}.vl.json)`
  })
}

/**
 * @param {number} index
 * @param {string[]} [chartLines]
 */
function caseStudy(index, chartLines = []) {
  const sections = ["The question", "The data", "The approach", "The result", "What comes next"]
  const body = sections.flatMap((title, s) => [
    `## ${title}`,
    ...Array.from({ length: 4 }, (_, p) => paragraph(index * 31 + s * 5 + p, 75)),
    ...(s === 2
      ? Object.entries(code).map(([lang, text]) => `\`\`\`${lang}\n${text}\n\`\`\``)
      : []),
    ...(s === 1 ? [`![Figure one of project ${index + 1}](figures/${index}-a.jpg)`] : []),
    ...(s === 3
      ? [`![Figure two of project ${index + 1}](figures/${index}-b.jpg)`, ...chartLines]
      : []),
  ])
  return `${body.join("\n\n")}\n`
}

// A notebook case study, as Jupyter saves one: five sections, each a Markdown cell and a code cell
// with its outputs.
/** @param {number} index */
async function notebook(index) {
  const drawn = await picture(index * 3 + 2)
    .png()
    .toBuffer()
  const figure = (await sharp(drawn).resize(640).png().toBuffer()).toString("base64")
  const rows = Array.from(
    { length: 10 },
    (_, r) =>
      `<tr><th>${r}</th><td>S${index}${r}</td><td>${100 + (((index + r) * 37) % 900)}</td></tr>`,
  )
  const table = `<div><table class="dataframe"><thead><tr><th></th><th>store</th><th>sales</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`
  const chart = {
    $schema: "https://vega.github.io/schema/vega-lite/v4.17.0.json",
    data: { name: "data-1" },
    mark: "bar",
    encoding: {
      x: { field: "store", type: "nominal" },
      y: { field: "sales", type: "quantitative" },
    },
    datasets: {
      "data-1": Array.from({ length: 10 }, (_, r) => ({
        store: `S${index}${r}`,
        sales: 100 + (((index + r) * 37) % 900),
      })),
    },
  }
  const outputs = [
    [
      {
        output_type: "execute_result",
        execution_count: 1,
        metadata: {},
        data: { "text/html": table, "text/plain": "store sales" },
      },
    ],
    [
      {
        output_type: "display_data",
        metadata: {},
        data: { "image/png": figure, "text/plain": "<Figure>" },
      },
    ],
    [
      {
        output_type: "execute_result",
        execution_count: 3,
        metadata: {},
        data: { "application/vnd.vegalite.v4+json": chart, "text/plain": "alt.Chart(...)" },
      },
    ],
    [{ output_type: "stream", name: "stdout", text: `${paragraph(index, 30)}\n` }],
    [],
  ]
  const sections = ["The question", "The data", "The approach", "The result", "What comes next"]
  const cells = sections.flatMap((title, s) => [
    {
      cell_type: "markdown",
      metadata: {},
      source: `## ${title}\n\n${paragraph(index * 31 + s * 5, 150)}`,
    },
    {
      cell_type: "code",
      execution_count: s + 1,
      metadata: {},
      source: `#| fig-alt: Figure ${s + 1} of project ${index + 1}\n${code.python}`,
      outputs: outputs[s],
    },
  ])
  const notebook = {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: "python3", display_name: "Python 3", language: "python" } },
    cells: cells.map((cell, c) => ({ id: `cell-${c + 1}`, ...cell })),
  }
  return `${JSON.stringify(notebook, null, 1)}\n`
}

/** A picture of its own for each image, as an owner's would be: no two share a cache entry.
 * @param {number} seed */
const picture = (seed) =>
  sharp({
    create: {
      width: 1400,
      height: 800,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 },
    },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800">${Array.from(
          { length: 12 },
          (_, i) =>
            `<rect x="${80 + i * 105}" y="${700 - (((seed + i) * 37) % 500)}" width="70" height="${((seed + i) * 37) % 500}" fill="#fff" fill-opacity="0.6"/>`,
        ).join("")}</svg>`,
      ),
    },
  ])

/**
 * @param {number} seed
 * @param {string} file
 */
const jpeg = (seed, file) => picture(seed).jpeg({ quality: 80 }).toFile(file)

/**
 * Writes the large owner's content into `dir` (which must not exist yet), with charts or not.
 * @param {string} dir
 * @param {{ withCharts?: boolean, sampleDir?: string }} [options]
 */
export async function writeLargeOwner(dir, { withCharts = false, sampleDir = "content" } = {}) {
  cpSync(sampleDir, dir, { recursive: true })
  const folder = path.join(dir, "case-studies")
  mkdirSync(path.join(folder, "figures"), { recursive: true })
  mkdirSync(path.join(folder, "charts"), { recursive: true })
  // A skill is a mapping (schemas/skills.schema.json); its fields are copied as they are.
  const sample = /** @type {Array<Record<string, unknown>>} */ (
    readYaml(path.join(sampleDir, "skills.yaml"))
  )
  const skills = Array.from({ length: SKILLS }, (_, i) => {
    /** @type {Record<string, unknown>} */
    const skill = { ...sample[i % sample.length], name: `Skill ${i + 1}` }
    // An alias names one skill's work: the sample's stay with their first copy.
    if (i >= sample.length) delete skill.aliases
    return skill
  })
  const projects = []
  const pictures = []
  for (let i = 0; i < PROJECTS; i++) {
    // Every third case study is a notebook.
    const isNotebook = i % 3 === 2
    const file = `project-${i + 1}.${isNotebook ? "ipynb" : "md"}`
    if (isNotebook) writeFileSync(path.join(folder, file), await notebook(i))
    else {
      const chartLines = withCharts ? charts(i, path.join(folder, "charts")) : []
      writeFileSync(path.join(folder, file), caseStudy(i, chartLines))
      pictures.push(jpeg(i * 3 + 1, path.join(folder, "figures", `${i}-a.jpg`)))
      pictures.push(jpeg(i * 3 + 2, path.join(folder, "figures", `${i}-b.jpg`)))
    }
    pictures.push(jpeg(i * 3, path.join(dir, "images", `project-${i + 1}.jpg`)))
    projects.push({
      title: `Project ${i + 1}`,
      description: paragraph(i, 18),
      image: `images/project-${i + 1}.jpg`,
      tags: ["SQL", "Python", "R"],
      status: "completed",
      priority: ["high", "medium", "low"][i % 3],
      caseStudy: `case-studies/${file}`,
    })
  }
  await Promise.all(pictures)
  writeFileSync(path.join(dir, "skills.yaml"), yaml.dump(skills))
  writeFileSync(path.join(dir, "projects.yaml"), yaml.dump(projects))
}
