// @ts-check
// A case study's queries, run top to bottom in a process of their own (runner.js), started in the
// case study's folder with nothing of the build's environment. Its limits are enforced from here,
// by the operating system: a query that runs past its time, or a process that grows past its
// memory, is killed (DuckDB's own interrupt is not checked inside a scalar function), the query
// gets one sentence, and the queries after it run in a new process.
const { fork } = require("node:child_process")
const path = require("node:path")
const { locate, siteFolderPlace } = require("content-files")
// The memory a process holds, as every engine's box reads it (null where it cannot: Windows, where
// DuckDB's own memory limit is the only one).
const { residentBytes } = require("engine-box")
const { onRunnerMessage, sendTask } = require("./messages")
const { OUT_OF_MEMORY } = require("./runner")

/**
 * @typedef {import("./blocks").Block} Block
 * @typedef {import("./messages").Result} Result
 * @typedef {import("./messages").Outcome} Outcome
 * @typedef {Outcome & { block: Block }} Ran a query and its result, or the one problem that stops
 *   it; `reads` the named results it reads, `files` the data files
 * @typedef {{ markdownFile: string, contentDir: string, cacheDir: string, handOn?: ReadonlySet<string>, quoted?: ReadonlySet<string> }} RunOptions
 *   `handOn` the named results a chart of the case study draws, whose rows leave the process though
 *   the page may not show them; `quoted` those its prose quotes, whose rows leave it as far as a
 *   page can carry them (in lower case)
 */

// Where results are kept between builds, from the site's folder: Gatsby's cache, which
// `gatsby clean` empties.
const DEFAULT_CACHE_DIR = path.join(".cache", "sql-results")
// The memory the queries' process may take, DuckDB's own limit and Node's together.
const MEMORY_LIMIT_BYTES = 2 * 1024 ** 3
// How often the process's memory is looked at.
const WATCH_MS = 100
const RUNNER = path.join(__dirname, "runner.js")
// What a query that did not run reads.
const NOTHING_READ = {
  ordered: true,
  describes: false,
  fileColumns: false,
  reads: [],
  files: [],
  paths: [],
  readers: [],
}

/**
 * Runs the jobs from `start` in a new process; resolves with what each gave, and with the query
 * the process was stopped at, if it was.
 * @param {import("./messages").Task} task
 * @param {{ dir: string, timeouts: number[] }} options
 * @returns {Promise<{ outcomes: Map<number, Outcome>, stopped: { index: number, problem: string } | null }>}
 */
function runInProcess(task, { dir, timeouts }) {
  return new Promise((resolve) => {
    /** @type {Map<number, Outcome>} */
    const outcomes = new Map()
    /** @type {{ index: number, problem: string } | null} */
    let stopped = null
    let ended = false
    let current = task.start
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    const child = fork(RUNNER, [], {
      cwd: dir,
      // Nothing of the build's environment (its tokens, its paths) is the queries' to see.
      env: { TZ: "UTC" },
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    })
    let stderr = ""
    child.stderr?.on("data", (data) => {
      stderr = `${stderr}${data}`.slice(-2000)
    })
    const stop = (/** @type {string} */ problem) => {
      if (stopped || child.exitCode !== null) return
      stopped = { index: current, problem }
      child.kill("SIGKILL")
    }
    const watch = setInterval(() => {
      const bytes = child.pid ? residentBytes(child.pid) : null
      if (bytes !== null && bytes > MEMORY_LIMIT_BYTES) stop(OUT_OF_MEMORY)
    }, WATCH_MS)
    onRunnerMessage(child, (message) => {
      if (message.type === "start") {
        current = message.index
        clearTimeout(timer)
        const seconds = timeouts[current]
        timer = setTimeout(
          () =>
            stop(
              `it ran longer than its ${seconds} s: give it timeout=<seconds>, or make it faster`,
            ),
          seconds * 1000,
        )
      } else if (message.type === "done") {
        clearTimeout(timer)
        outcomes.set(message.index, message.outcome)
      } else if (message.type === "end") ended = true
      else if (message.type === "failed") stopped ??= { index: current, problem: message.message }
    })
    child.on("close", (code, signal) => {
      clearInterval(watch)
      clearTimeout(timer)
      if (!stopped && !ended) {
        // The process ended without a word: Node's own memory ran out, or DuckDB crashed.
        const reason = /heap out of memory/i.test(stderr)
          ? OUT_OF_MEMORY
          : `DuckDB stopped while running it (${signal ?? `exit code ${code}`})`
        stopped = { index: current, problem: reason }
      }
      resolve({ outcomes, stopped })
    })
    sendTask(child, task)
  })
}

/**
 * The case study's own folder, as the guard finds its file: the folder its queries run in, and
 * read their paths from.
 * @param {string} markdownFile
 * @param {string} contentDir
 */
function caseStudyFolder(markdownFile, contentDir) {
  const found = locate(markdownFile, siteFolderPlace(contentDir))
  if (found.refusal !== null) throw new Error(`${markdownFile} cannot be read (${found.refusal})`)
  return path.dirname(found.file)
}

/**
 * Runs a case study's queries in order; what each gives or why it cannot run. A stopped query does
 * not stop the others: those after it run in a new process (those that read its result cannot).
 * @param {Block[]} blocks
 * @param {RunOptions} options
 * @returns {Promise<Ran[]>}
 */
async function runQueries(
  blocks,
  { markdownFile, contentDir, cacheDir, handOn = new Set(), quoted = new Set() },
) {
  if (blocks.length === 0) return []
  const dir = caseStudyFolder(markdownFile, contentDir)
  const jobs = blocks.map((block) => {
    const id = block.id?.toLowerCase() ?? null
    const shown = block.output || (id !== null && handOn.has(id))
    const onlyQuoted = !shown && id !== null && quoted.has(id)
    return {
      sql: block.sql,
      id: block.id,
      number: block.number,
      line: block.line,
      handOn: shown || onlyQuoted,
      capped: onlyQuoted,
    }
  })
  const timeouts = blocks.map((block) => block.timeout)
  /** @type {Array<Outcome | undefined>} */
  const outcomes = blocks.map(() => undefined)
  /** @type {number[]} */
  const failed = []
  for (const [index, block] of blocks.entries())
    if (block.problems.length) {
      outcomes[index] = { result: null, problem: block.problems.join("; "), ...NOTHING_READ }
      failed.push(index)
    }
  let start = 0
  while (start < blocks.length) {
    const task = {
      contentDir,
      contentPath: path.resolve(contentDir),
      cacheDir: path.resolve(cacheDir),
      jobs,
      start,
      failed: [...failed],
    }
    const { outcomes: ran, stopped } = await runInProcess(task, { dir, timeouts })
    for (const [index, outcome] of ran) outcomes[index] ??= outcome
    if (!stopped) break
    outcomes[stopped.index] ??= { result: null, problem: stopped.problem, ...NOTHING_READ }
    failed.push(stopped.index)
    start = stopped.index + 1
  }
  return blocks.map((block, index) => ({
    block,
    .../** @type {Outcome} */ (outcomes[index]),
  }))
}

module.exports = { DEFAULT_CACHE_DIR, caseStudyFolder, runQueries }
