/** @jest-environment node */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { blackPng } from "../../packages/content-files/test/black-png.mjs"
import { contentCopy, contentMessages, folderSnapshot } from "../content-copy"

// An image is refused past 50 million pixels, read from its header before anything decodes it,
// wherever an owner's image enters: a field of the YAML (a project's picture, the photo and the
// share picture, a dashboard's poster), a case study's Markdown, a notebook's output or pasted
// image. A real PNG of 64 million pixels weighs a few kilobytes.

type Entry = Record<string, unknown>

const tooLarge =
  "is 8,000 x 8,000 pixels (64 million), more than the 50 million an image may have: make it smaller (2,000 pixels wide is more than the site shows)"

describe("an image past the pixel limit", () => {
  it("is refused in a field of the YAML, naming its entry and field", () => {
    const { dir, edit } = contentCopy()
    writeFileSync(path.join(dir, "pictures", "huge.png"), blackPng(8000, 8000))
    writeFileSync(path.join(dir, "pictures", "large.png"), blackPng(7000, 7000))
    edit<Entry>("profile.yaml", (profile) => {
      profile.photo = "pictures/huge.png"
      profile.socialImage = "pictures/large.png"
    })
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].image = "pictures/huge.png"
      ;(projects[1].dashboards as Entry[])[1].poster = "pictures/huge.png"
    })
    const before = folderSnapshot(dir)
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "photo": "pictures/huge.png" ${tooLarge}`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "image": "pictures/huge.png" ${tooLarge}`,
      `${dir}/projects.yaml, project 2 "Demand Forecast", field "dashboards.1.poster": "pictures/huge.png" ${tooLarge}`,
    ])
    expect(folderSnapshot(dir)).toEqual(before)
  })

  it("is refused in a case study's Markdown, on its line", () => {
    const { dir, write } = contentCopy()
    writeFileSync(path.join(dir, "case-studies", "figures", "huge.png"), blackPng(8000, 8000))
    const study = path.join(dir, "case-studies", "churn-early-warning.md")
    const text = readFileSync(study, "utf8")
    write("case-studies/churn-early-warning.md", `${text}\n![All the stores](figures/huge.png)\n`)
    const line = text.split("\n").length + 1
    expect(contentMessages(dir)).toEqual([
      `${study}, line ${line} (the case study of project 1 "Churn Early Warning"): the image "figures/huge.png" ${tooLarge}`,
    ])
  })

  it("is refused in a notebook's output or pasted image, and so is an output that is no image", () => {
    const { dir } = contentCopy()
    const file = path.join(dir, "case-studies", "demand-forecast.ipynb")
    const notebook = JSON.parse(readFileSync(file, "utf8"))
    const huge = blackPng(8000, 8000).toString("base64")
    const outputs = notebook.cells
      .flatMap((cell: { outputs?: Entry[] }) => cell.outputs ?? [])
      .filter((output: Entry) => "image/png" in ((output.data as Entry) ?? {}))
    outputs[0].data["image/png"] = huge
    outputs[1].data["image/png"] = "this is not base64 of a PNG"
    const [markdown] = notebook.cells
    markdown.source = [...markdown.source, "\n\n![Every store](attachment:stores.png)\n"]
    markdown.attachments = { "stores.png": { "image/png": huge } }
    writeFileSync(file, JSON.stringify(notebook))
    const cell = (output: Entry) =>
      notebook.cells.findIndex((each: { outputs?: Entry[] }) => each.outputs?.includes(output)) + 1
    const at = (number: number) =>
      `${file}, cell ${number} (the case study of project 2 "Demand Forecast")`
    expect(contentMessages(dir)).toEqual([
      `${at(1)}: the image "attachment:stores.png" ${tooLarge}`,
      `${at(cell(outputs[0]))}: its image output ${tooLarge}`,
      `${at(cell(outputs[1]))}: its image output is not a PNG image, as its type image/png says: run the cell again and save the notebook`,
    ])
  })
})
