import { caseStudyKind } from "case-study/kind"

// A case study's `source` (projects.yaml), read once for the content checks and the page: a
// notebook's address on GitHub, as the browser shows it, with the places a reader can open or run
// it (GitHub, Colab, nbviewer, Binder); or, for a Markdown case study, a repository or a folder of
// one, linked as its code. Anything else is refused with what to paste instead.

export type SourceLink = { name: string; href: string }

export type CaseStudySource =
  | { kind: "notebook"; links: SourceLink[]; problem: null }
  | { kind: "code"; links: SourceLink[]; problem: null }
  | { kind: null; links: []; problem: string }

const NOTEBOOK =
  "the notebook's address on GitHub, https://github.com/<owner>/<repo>/blob/<branch>/<path>.ipynb, as the browser shows it"
const CODE =
  "a repository on GitHub, https://github.com/<owner>/<repo>, or a folder of one, https://github.com/<owner>/<repo>/tree/<branch>/<folder>"

const refused = (problem: string): CaseStudySource => ({ kind: null, links: [], problem })

// An owner's or a repository's name on GitHub, and a path segment as the browser writes it.
const NAME = "[A-Za-z0-9_.-]+"
const SEGMENT = "[^/?#]+"
const GITHUB = new RegExp(
  `^/(${NAME})/(${NAME})(?:/(blob|tree)/(${SEGMENT})((?:/${SEGMENT})*))?/?$`,
)

/**
 * What a project's `source` is for its case study (`notebook`: whether the case study is a
 * notebook): the links the page shows, or what is expected instead (a phrase that follows
 * "expected"). The branch is the path's first part after blob/ or tree/ (a branch whose name has a
 * slash is read as a branch and a folder).
 */
export function caseStudySource(address: string, notebook: boolean): CaseStudySource {
  const expected = notebook ? NOTEBOOK : CODE
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return refused(expected)
  }
  const parts = GITHUB.exec(url.pathname)
  if (url.protocol !== "https:" || url.hostname !== "github.com" || url.port || !parts)
    return refused(expected)
  const [, owner, repository, view, branch, rest = ""] = parts
  const repo = repository.replace(/\.git$/, "")
  if (notebook) {
    if (view !== "blob" || caseStudyKind(rest) !== "notebook") return refused(expected)
    const file = rest.slice(1)
    const path = `${owner}/${repo}/blob/${branch}/${file}`
    // A "%" escape that decodes to no character (%E0%A4%A) is no address a browser shows.
    let labpath: string
    try {
      labpath = encodeURIComponent(decodeURIComponent(file))
    } catch {
      return refused(`${expected}, whose "%" escapes each stand for a character`)
    }
    return {
      kind: "notebook",
      problem: null,
      links: [
        { name: "View on GitHub", href: `https://github.com/${path}` },
        { name: "Run in Colab", href: `https://colab.research.google.com/github/${path}` },
        { name: "View in nbviewer", href: `https://nbviewer.org/github/${path}` },
        {
          name: "Run in Binder",
          href: `https://mybinder.org/v2/gh/${owner}/${repo}/${branch}?labpath=${labpath}`,
        },
      ],
    }
  }
  if (view === "blob") return refused(expected)
  const folder = view ? `/tree/${branch}${rest}` : ""
  return {
    kind: "code",
    problem: null,
    links: [{ name: "Code on GitHub", href: `https://github.com/${owner}/${repo}${folder}` }],
  }
}
