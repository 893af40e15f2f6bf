// @ts-check
// The one guard between the build and the owner's files. Content is untrusted (a pull request can
// change it, and deploy previews build it), so every file the build reads or copies is found here:
// its path resolved with its links (`realpath`), inside the content folder, a regular file (not a
// folder, a pipe or a device), and read only through `readContentFile`. A link whose target leaves
// the folder is refused by its own name, before anything reads it.
const {
  closeSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} = require("node:fs")
const path = require("node:path")
const { hasControlCharacter, logText } = require("./log-text")

/**
 * Whether `file` is `root` or inside it (both absolute).
 * @param {string} root
 * @param {string} file
 */
const isInside = (root, file) => {
  const inside = path.relative(root, file)
  return !inside.startsWith(`..${path.sep}`) && inside !== ".." && !path.isAbsolute(inside)
}

/** @param {string} file */
const isLink = (file) => {
  try {
    return lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

/**
 * Why a path names no file the build may read:
 * - `outside`: the path itself leaves the content folder (`../../etc/passwd`);
 * - `missing`: nothing is there;
 * - `link`: a link on the way leads outside the content folder, or to nothing;
 * - `folder`: a folder, not a file;
 * - `special`: a pipe, a socket or a device, never read.
 * @typedef {"outside" | "missing" | "link" | "folder" | "special"} Refusal
 */

/**
 * @typedef {{ dir: string, contentDir: string }} Place `dir` the folder a path is relative to (a
 *   case study's, a chart spec's), `contentDir` the content folder
 */

/**
 * The file a path names from `dir`, resolved with its links, or why the build may not read it.
 * @param {string} target the path as the owner wrote it (decoded)
 * @param {Place} place
 * @returns {{ file: string, size: number, linked: boolean, refusal: null } | { file: null, refusal: Refusal }}
 *   `linked` whether the path itself is a link (to a file inside the folder)
 */
function locate(target, { dir, contentDir }) {
  const written = path.resolve(dir, target)
  if (!isInside(path.resolve(contentDir), written)) return { file: null, refusal: "outside" }
  let real
  try {
    real = realpathSync(written)
  } catch {
    return { file: null, refusal: isLink(written) || hasLinkOnTheWay(written) ? "link" : "missing" }
  }
  if (!isInside(realpathSync(contentDir), real)) return { file: null, refusal: "link" }
  const stat = statSync(real)
  if (stat.isDirectory()) return { file: null, refusal: "folder" }
  if (!stat.isFile()) return { file: null, refusal: "special" }
  return { file: real, size: stat.size, linked: isLink(written), refusal: null }
}

// Whether a folder on the way to `file` is a link (to nothing, since the path does not resolve).
function hasLinkOnTheWay(/** @type {string} */ file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir))
    if (isLink(dir)) return true
  return false
}

/**
 * The end of a sentence for a refusal: `the image "x.png" ${refusalText(...)}`.
 * @param {Refusal} refusal
 * @param {{ contentDir: string, relativeTo: string }} wording `relativeTo` what the path is
 *   relative to ("the case study", "the chart")
 */
function refusalText(refusal, { contentDir, relativeTo }) {
  switch (refusal) {
    case "outside":
      return `is outside ${contentDir}/`
    case "missing":
      return `does not exist (its path is relative to ${relativeTo})`
    case "link":
      return `is a link that leads outside ${contentDir}/ or to nothing: put the file itself there`
    case "folder":
      return "is a folder, not a file"
    case "special":
      return "is not a regular file"
  }
}

/**
 * The bytes of a file that `locate` found (its first `length` bytes, when given): re-checked, so
 * that no other path reaches a read.
 * @param {string} file an absolute path `locate` returned
 * @param {string} contentDir
 * @param {number} [length]
 * @returns {Buffer}
 */
function readContentFile(file, contentDir, length) {
  const { file: found, refusal } = locate(file, { dir: contentDir, contentDir })
  if (!found || found !== file)
    throw new Error(`${path.relative(contentDir, file)} ${refusal ?? "is not its own real path"}`)
  if (length === undefined) return readFileSync(found)
  const head = Buffer.alloc(length)
  const descriptor = openSync(found, "r")
  try {
    return head.subarray(0, readSync(descriptor, head, 0, length, 0))
  } finally {
    closeSync(descriptor)
  }
}

/**
 * Every entry of the content folder the build may not read, one sentence each naming it (never
 * its target, which may be a secret of the build machine): a link that leads outside the folder or
 * to nothing, a pipe, a socket or a device, and a link to a folder that holds a link to a folder
 * (itself, as `ln -s . loop` is, or another): the build's file watcher follows links to folders,
 * and such a chain goes on without end (`loop/loop/loop/…`), or doubles at each step. Other links
 * inside the folder are fine and not followed here (their targets are walked where they are). And
 * an entry whose name holds a control character (a line break above all): Gatsby prints a file's
 * path as it is in its own messages, where a line break and what follows it would be a line of
 * the log of its own, an order to a CI runner. Each names its entry as `file` too, for the tools
 * that point at a file.
 * @param {string} contentDir
 * @returns {Array<{ file: string, message: string }>}
 */
function contentEntryProblems(contentDir) {
  const root = realpathSync(contentDir)
  /** @type {Array<{ file: string, message: string }>} */
  const problems = []
  /** @type {Array<{ link: string, target: string }>} */
  const folderLinks = []
  const named = (/** @type {string} */ file) => path.join(contentDir, path.relative(root, file))
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      const name = named(file)
      if (hasControlCharacter(entry.name))
        problems.push({
          file: name,
          message: `${logText(name)}: its name holds a control character (written here as \\n, \\t or \\x and its code), which the build would print as it is: rename it`,
        })
      if (entry.isDirectory()) walk(file)
      else if (entry.isSymbolicLink()) {
        let target = null
        try {
          target = realpathSync(file)
        } catch {
          // A link to nothing.
        }
        if (!target || !isInside(root, target))
          problems.push({
            file: name,
            message: `${name}: a link that leads outside ${contentDir}/ or to nothing: put the file itself in ${contentDir}/`,
          })
        else if (statSync(target).isDirectory()) folderLinks.push({ link: file, target })
      } else if (!entry.isFile())
        problems.push({
          file: name,
          message: `${name}: not a file or a folder (a pipe, a socket or a device): remove it`,
        })
    }
  }
  walk(root)
  for (const { link, target } of folderLinks) {
    const name = named(link)
    const other = folderLinks.find((held) => held.link !== link && isInside(target, held.link))
    if (isInside(target, link))
      problems.push({
        file: name,
        message: `${name}: a link to a folder that holds the link itself, which the build would read without end: remove it`,
      })
    else if (other)
      problems.push({
        file: name,
        message: `${name}: a link to a folder that holds another link to a folder (${named(other.link)}), which the build would follow link after link: put the files themselves in one of the folders`,
      })
  }
  return problems
}

/**
 * Every regular file of the content folder, by its path from `contentDir` as given (links are not
 * followed: their targets are listed where they are). For the checks of a kind of file wherever it
 * is, once `contentEntryProblems` found nothing.
 * @param {string} contentDir
 * @returns {string[]}
 */
function contentFileList(contentDir) {
  const root = realpathSync(contentDir)
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.join(contentDir, path.relative(root, path.join(entry.parentPath, entry.name))),
    )
    .sort()
}

/**
 * Whether a path inside the content folder is one the build may read: for a file watcher's
 * `ignore`, a second wall behind `contentEntryProblems`. A path through a link to a folder that
 * holds it, or through two links to folders, is not (a watcher that follows links would go on);
 * nor is a path whose name holds a control character (Gatsby would print it as it is).
 * @param {string} contentDir
 */
function isReadable(contentDir) {
  const root = realpathSync(contentDir)
  return (/** @type {string} */ file) => {
    if (hasControlCharacter(path.relative(path.resolve(contentDir), path.resolve(file))))
      return false
    try {
      const real = realpathSync(file)
      return (
        isInside(root, real) &&
        (statSync(real).isFile() || statSync(real).isDirectory()) &&
        !goesRound(path.resolve(file), path.resolve(contentDir))
      )
    } catch {
      return false
    }
  }
}

/**
 * Whether the path `file` (inside `contentDir`, as written) goes through a link to a folder that
 * holds that link, or through more than one link to a folder.
 * @param {string} file
 * @param {string} contentDir
 */
function goesRound(file, contentDir) {
  let links = 0
  for (
    let dir = path.dirname(file);
    isInside(contentDir, dir) && dir !== contentDir;
    dir = path.dirname(dir)
  ) {
    if (!isLink(dir)) continue
    links += 1
    if (links > 1 || isInside(realpathSync(dir), realpathSync(path.dirname(dir)))) return true
  }
  return false
}

module.exports = {
  contentEntryProblems,
  contentFileList,
  isInside,
  isReadable,
  locate,
  readContentFile,
  refusalText,
}
