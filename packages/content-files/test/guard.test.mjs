// @ts-check
// The guard between the build and the owner's files, on a content folder of the test's own with
// links out of it, a link to nothing, a pipe and a folder: node --test packages/.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../guard")} */
const { contentEntryProblems, isReadable, locate, readContentFile } = requireHere("../guard")
/** @type {typeof import("../index")} */
const { dataFileProblem, imageProblem, linkProblem } = requireHere("../index")

function folder() {
  const root = mkdtempSync(path.join(tmpdir(), "guard-"))
  const contentDir = path.join(root, "content")
  const study = path.join(contentDir, "studies")
  mkdirSync(path.join(study, "data"), { recursive: true })
  mkdirSync(path.join(root, "outside"))
  writeFileSync(path.join(root, "outside", "secret.csv"), "secret\nhunter2\n")
  writeFileSync(path.join(study, "data", "sales.csv"), "day,amount\n2024-01-01,3\n")
  writeFileSync(path.join(study, "data", "fake.png"), "not a picture\n")
  symlinkSync(path.join(root, "outside", "secret.csv"), path.join(study, "data", "linked.csv"))
  symlinkSync(path.join(root, "outside"), path.join(study, "shared"))
  symlinkSync(path.join(study, "nowhere.csv"), path.join(study, "dangling.csv"))
  symlinkSync("sales.csv", path.join(study, "data", "alias.csv"))
  execFileSync("mkfifo", [path.join(study, "data", "pipe.csv")])
  return { root, contentDir, place: { dir: study, contentDir } }
}

describe("locate", () => {
  it("finds a file inside the folder by its real path, and says when the path was a link", () => {
    const { contentDir, place } = folder()
    const found = locate("data/sales.csv", place)
    assert.equal(found.refusal, null)
    assert.equal(found.file, path.join(contentDir, "studies", "data", "sales.csv"))
    const alias = locate("data/alias.csv", place)
    assert.deepEqual([alias.file, alias.refusal === null && alias.linked], [found.file, true])
  })

  it("refuses what leaves the folder, by its path or by a link on the way, and what is not a file", () => {
    const { place } = folder()
    const refusals = {
      "../../outside/secret.csv": "outside",
      "/etc/passwd": "outside",
      "data/missing.csv": "missing",
      "data/linked.csv": "link",
      "shared/secret.csv": "link",
      "dangling.csv": "link",
      data: "folder",
      "data/pipe.csv": "special",
    }
    for (const [target, refusal] of Object.entries(refusals))
      assert.deepEqual(locate(target, place), { file: null, refusal }, target)
  })

  it("reads only what it found: another path, a link's own path, a pipe are refused", () => {
    const { root, contentDir, place } = folder()
    const found = locate("data/sales.csv", place)
    assert.equal(
      readContentFile(String(found.file), contentDir).toString(),
      "day,amount\n2024-01-01,3\n",
    )
    assert.equal(readContentFile(String(found.file), contentDir, 3).toString(), "day")
    for (const file of [
      path.join(root, "outside", "secret.csv"),
      path.join(contentDir, "studies", "data", "linked.csv"),
      path.join(contentDir, "studies", "data", "alias.csv"),
      path.join(contentDir, "studies", "data", "pipe.csv"),
    ])
      assert.throws(() => readContentFile(file, contentDir), Error, file)
  })
})

describe("the checks of a path the owner wrote", () => {
  it("name each refusal in a sentence, and judge a file by its first bytes", () => {
    const { contentDir, place } = folder()
    assert.equal(
      linkProblem("data/linked.csv", place),
      `the link "data/linked.csv" is a link that leads outside ${contentDir}/ or to nothing: put the file itself there`,
    )
    assert.equal(
      linkProblem("data/alias.csv", place),
      'the link "data/alias.csv" names a link to another file: link that file itself',
    )
    assert.equal(linkProblem("data/sales.csv", place), null)
    assert.equal(
      imageProblem("shared/secret.csv", place),
      `the image "shared/secret.csv" is a link that leads outside ${contentDir}/ or to nothing: put the file itself there`,
    )
    assert.equal(
      imageProblem("data/fake.png", place),
      'the image "data/fake.png" is not a JPEG, PNG, WebP or AVIF image',
    )
    const data = { ...place, reader: /** @type {const} */ ("chart") }
    assert.equal(dataFileProblem("data/sales.csv", data), null)
    assert.equal(
      dataFileProblem("data/pipe.csv", data),
      'its data "data/pipe.csv" is not a regular file',
    )
  })
})

describe("the content folder's entries", () => {
  it("name every link out of it and every pipe, never their targets; links inside are fine", () => {
    const { root, contentDir } = folder()
    const found = contentEntryProblems(contentDir)
    assert.deepEqual(
      found.map(({ file, message }) => message.startsWith(`${file}: `)),
      found.map(() => true),
    )
    const problems = found.map(({ message }) => message)
    const link = (/** @type {string} */ name) =>
      `${path.join(contentDir, name)}: a link that leads outside ${contentDir}/ or to nothing: put the file itself in ${contentDir}/`
    assert.deepEqual(
      problems.sort(),
      [
        link("studies/dangling.csv"),
        `${path.join(contentDir, "studies/data/pipe.csv")}: not a file or a folder (a pipe, a socket or a device): remove it`,
        link("studies/data/linked.csv"),
        link("studies/shared"),
      ].sort(),
    )
    assert.ok(problems.every((problem) => !problem.includes(path.join(root, "outside"))))
    const readable = isReadable(contentDir)
    assert.equal(readable(path.join(contentDir, "studies", "data", "alias.csv")), true)
    assert.equal(readable(path.join(contentDir, "studies", "data", "linked.csv")), false)
    assert.equal(readable(path.join(contentDir, "studies", "data", "pipe.csv")), false)
  })
})

describe("links to folders", () => {
  it("refuse a link to a folder that holds it, or that holds another link to a folder", () => {
    const { contentDir } = folder()
    const at = (/** @type {string} */ name) => path.join(contentDir, name)
    mkdirSync(at("images/a"), { recursive: true })
    mkdirSync(at("images/b"))
    mkdirSync(at("shared"))
    writeFileSync(at("shared/logo.png"), "a picture")
    symlinkSync(".", at("studies/loop"))
    symlinkSync("..", at("images/up"))
    symlinkSync("../b", at("images/a/to-b"))
    symlinkSync("../a", at("images/b/to-a"))
    // A link to a folder that holds no link to a folder is fine.
    symlinkSync("../shared", at("studies/shared-here"))
    const problems = contentEntryProblems(contentDir)
      .map(({ message }) => message)
      .filter((message) => !message.includes("outside"))
    const holdsItself = (/** @type {string} */ name) =>
      `${at(name)}: a link to a folder that holds the link itself, which the build would read without end: remove it`
    const holdsAnother = (/** @type {string} */ name, /** @type {string} */ other) =>
      `${at(name)}: a link to a folder that holds another link to a folder (${at(other)}), which the build would follow link after link: put the files themselves in one of the folders`
    assert.deepEqual(
      problems.sort(),
      [
        holdsAnother("images/a/to-b", "images/b/to-a"),
        holdsAnother("images/b/to-a", "images/a/to-b"),
        holdsItself("images/up"),
        holdsItself("studies/loop"),
        `${at("studies/data/pipe.csv")}: not a file or a folder (a pipe, a socket or a device): remove it`,
      ].sort(),
    )
    // The file watcher's second wall: no path through such a link is read.
    const readable = isReadable(contentDir)
    assert.equal(readable(at("studies/loop/data/sales.csv")), false)
    assert.equal(readable(at("studies/loop/loop")), false)
    assert.equal(readable(at("images/up/studies/data/sales.csv")), false)
    assert.equal(readable(at("images/a/to-b/to-a/to-b")), false)
    assert.equal(readable(at("studies/shared-here/logo.png")), true)
    assert.equal(readable(at("studies/data/sales.csv")), true)
  })
})

describe("names with a control character", () => {
  it("are refused, each named once as a reader sees it, and not read by the file watcher", () => {
    const { contentDir } = folder()
    const at = (/** @type {string} */ name) => path.join(contentDir, name)
    mkdirSync(at("studies/old\x1Bnotes"))
    writeFileSync(at("studies/old\x1Bnotes/plan.md"), "# Plan\n")
    writeFileSync(at("notes\n::error title=forged::owned.md"), "# Notes\n")
    writeFileSync(at("studies/tab\there\x7F\u0085.csv"), "a\n1\n")
    const problems = contentEntryProblems(contentDir)
      .map(({ message }) => message)
      .filter((message) => message.includes("control character"))
    const named = (/** @type {string} */ written) =>
      `${contentDir}/${written}: its name holds a control character (written here as \\n, \\t or \\x and its code), which the build would print as it is: rename it`
    assert.deepEqual(
      problems.sort(),
      [
        named("notes\\n::error title=forged::owned.md"),
        named("studies/old\\x1Bnotes"),
        named("studies/tab\\there\\x7F\\x85.csv"),
      ].sort(),
    )
    assert.ok(problems.every((problem) => !/[\n\r]/.test(problem) && !problem.includes("\u001b")))
    const readable = isReadable(contentDir)
    assert.equal(readable(at("notes\n::error title=forged::owned.md")), false)
    assert.equal(readable(at("studies/old\x1Bnotes/plan.md")), false)
    assert.equal(readable(at("studies/data/sales.csv")), true)
  })
})
