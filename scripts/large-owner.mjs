// A large owner for the bench's scale figures (docs/performance.md): 30 skills, and 30 projects each with a
// case study of about 1,500 words, two images and three code blocks (SQL, Python, R), and, when
// asked, three Vega-Lite charts (a bar chart, a line over time, a layered chart) with CSV data,
// written into a content folder built from the sample's profile and pictures.
import { cpSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { readYaml } from "../build/yaml-file.mjs"
import sharp from "sharp"

const PROJECTS = 30
const SKILLS = 30

const words = (
  "the analysis started from a question the team asked every week and could not answer quickly " +
  "so we joined the sales and stock tables cleaned the duplicates and checked each number with " +
  "the people who used it before anyone saw a dashboard or a forecast of the next quarter"
).split(" ")

// A paragraph of `count` words, different for each seed.
const paragraph = (seed, count) =>
  Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(" ")

const code = {
  sql: "SELECT store_id, SUM(amount) AS sales\nFROM sales_lines\nWHERE NOT voided\nGROUP BY store_id;",
  python:
    'import pandas as pd\n\nweekly = sales.groupby("store_id")["amount"].sum()\nprint(weekly.describe())',
  r: "library(dplyr)\nsales |> group_by(store_id) |> summarise(total = sum(amount))",
}

// Three charts of a case study: their files, and their Markdown.
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

// A picture of its own for each image, as an owner's would be: no two share a cache entry.
const picture = (seed, file) =>
  sharp({
    create: {
      width: 1400,
      height: 800,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 },
    },
  })
    .composite([
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
    .jpeg({ quality: 80 })
    .toFile(file)

/** Writes the large owner's content into `dir` (which must not exist yet), with charts or not. */
export async function writeLargeOwner(dir, { withCharts = false, sampleDir = "content" } = {}) {
  cpSync(sampleDir, dir, { recursive: true })
  const folder = path.join(dir, "case-studies")
  mkdirSync(path.join(folder, "figures"), { recursive: true })
  mkdirSync(path.join(folder, "charts"), { recursive: true })
  const sample = readYaml(path.join(sampleDir, "skills.yaml"))
  const skills = Array.from({ length: SKILLS }, (_, i) => ({
    ...sample[i % sample.length],
    name: `Skill ${i + 1}`,
  }))
  const projects = []
  const pictures = []
  for (let i = 0; i < PROJECTS; i++) {
    const chartLines = withCharts ? charts(i, path.join(folder, "charts")) : []
    writeFileSync(path.join(folder, `project-${i + 1}.md`), caseStudy(i, chartLines))
    pictures.push(picture(i * 3, path.join(dir, "images", `project-${i + 1}.jpg`)))
    pictures.push(picture(i * 3 + 1, path.join(folder, "figures", `${i}-a.jpg`)))
    pictures.push(picture(i * 3 + 2, path.join(folder, "figures", `${i}-b.jpg`)))
    projects.push({
      title: `Project ${i + 1}`,
      description: paragraph(i, 18),
      image: `images/project-${i + 1}.jpg`,
      tags: ["SQL", "Python", "R"],
      status: "completed",
      priority: ["high", "medium", "low"][i % 3],
      caseStudy: `case-studies/project-${i + 1}.md`,
    })
  }
  await Promise.all(pictures)
  writeFileSync(path.join(dir, "skills.yaml"), yaml.dump(skills))
  writeFileSync(path.join(dir, "projects.yaml"), yaml.dump(projects))
}
