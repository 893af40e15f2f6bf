import { caseStudySource } from "../../src/lib/case-study-source"

const links = (address: string, notebook: boolean) =>
  Object.fromEntries(caseStudySource(address, notebook).links.map(({ name, href }) => [name, href]))

describe("caseStudySource", () => {
  it("gives a notebook on GitHub its GitHub, Colab, nbviewer and Binder links", () => {
    expect(
      links(
        "https://github.com/maya-chen/returns/blob/main/notebooks/why%20returns.ipynb?plain=1#L3",
        true,
      ),
    ).toEqual({
      "View on GitHub":
        "https://github.com/maya-chen/returns/blob/main/notebooks/why%20returns.ipynb",
      "Run in Colab":
        "https://colab.research.google.com/github/maya-chen/returns/blob/main/notebooks/why%20returns.ipynb",
      "View in nbviewer":
        "https://nbviewer.org/github/maya-chen/returns/blob/main/notebooks/why%20returns.ipynb",
      "Run in Binder":
        "https://mybinder.org/v2/gh/maya-chen/returns/main?labpath=notebooks%2Fwhy%20returns.ipynb",
    })
  })

  it("links a Markdown case study's repository or folder as its code", () => {
    expect(links("https://github.com/maya-chen/returns", false)).toEqual({
      "Code on GitHub": "https://github.com/maya-chen/returns",
    })
    expect(links("https://github.com/maya-chen/returns.git/", false)).toEqual({
      "Code on GitHub": "https://github.com/maya-chen/returns",
    })
    expect(links("https://github.com/maya-chen/returns/tree/main/sql", false)).toEqual({
      "Code on GitHub": "https://github.com/maya-chen/returns/tree/main/sql",
    })
  })

  it("refuses another site, http, a folder for a notebook and a file for Markdown", () => {
    const notebook =
      "the notebook's address on GitHub, https://github.com/<owner>/<repo>/blob/<branch>/<path>.ipynb, as the browser shows it"
    const code =
      "a repository on GitHub, https://github.com/<owner>/<repo>, or a folder of one, https://github.com/<owner>/<repo>/tree/<branch>/<folder>"
    for (const address of [
      "https://github.com/maya-chen/returns",
      "https://github.com/maya-chen/returns/tree/main/notebooks",
      "https://github.com/maya-chen/returns/blob/main/notes.md",
      "http://github.com/maya-chen/returns/blob/main/why.ipynb",
      "https://gitlab.com/maya-chen/returns/blob/main/why.ipynb",
      "https://raw.githubusercontent.com/maya-chen/returns/main/why.ipynb",
      "https://github.com.evil.example/maya-chen/returns/blob/main/why.ipynb",
      "not an address",
    ])
      expect([address, caseStudySource(address, true).problem]).toEqual([address, notebook])
    for (const address of [
      "https://github.com/maya-chen/returns/blob/main/why.ipynb",
      "https://github.com/maya-chen",
      "https://github.com/maya-chen/returns/pulls",
    ])
      expect([address, caseStudySource(address, false).problem]).toEqual([address, code])
  })

  it("refuses a notebook's address whose % escape decodes to no character, without throwing", () => {
    for (const file of ["why%E0%A4%A.ipynb", "why%E0%A4.ipynb", "why%.ipynb"])
      expect(
        caseStudySource(`https://github.com/maya-chen/returns/blob/main/${file}`, true).problem,
      ).toBe(
        `the notebook's address on GitHub, https://github.com/<owner>/<repo>/blob/<branch>/<path>.ipynb, as the browser shows it, whose "%" escapes each stand for a character`,
      )
  })
})
