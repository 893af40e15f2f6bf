// @ts-check
// What the build (queries.js) and the queries' process (runner.js) say to each other, defined once
// for both ends: the build sends the process one task; the process says when each query starts
// (so that the build times it), what each gave, and then that it ended, or why it failed. A
// message is cast to its type here only, where it arrives from the other end.

/**
 * @typedef {import("@duckdb/node-api").Json} Json
 * @typedef {{ columns: string[], types: string[], rowCount: number, texts: Array<Array<string | null>>, data: Json[][], overLimit?: string }} Result
 *   a result: its exact texts and data, for the rows it hands on (none when only later queries read
 *   it); `overLimit` the limit of a page ("100,000 rows") that a result only the prose quotes
 *   passed, its rows counted and none handed on (absent for another)
 * @typedef {{ sql: string, id: string | null, number: number, line: number, handOn: boolean, capped: boolean }} Job a
 *   query: its number on the page, the line of its block, `handOn` whether its rows leave the
 *   session (its table is shown, a chart draws it, or its prose quotes it), `capped` whether,
 *   past what a page carries, its rows are only counted (only the prose quotes it) rather than it
 *   failing
 * @typedef {{ ordered: boolean, describes: boolean, fileColumns: boolean, reads: string[], files: string[], paths: Array<{ name: string, file: string }>, readers: Array<{ path: string, reader: string, names: string[] }> }} Read
 *   what a query reads: `describes` whether it is a DESCRIBE, SUMMARIZE or SHOW (which a view or
 *   table holds only as a subquery, FROM (…)); `fileColumns` whether it reads a file's virtual
 *   columns (filename, file_row_number, file_index); `reads` the named results, `files` the data
 *   files (real paths), `paths`
 *   each as the query reads it (relative to the case study) with its real path; `readers` each
 *   path as the query writes it, what reads it ("FROM" for a file named as a table) and the
 *   files it names (a glob's every match), relative to the case study
 * @typedef {Read & ({ result: Result, problem: null } | { result: null, problem: string })} Outcome
 * @typedef {{ contentDir: string, contentPath: string, cacheDir: string, jobs: Job[], start: number, failed: number[] }} Task
 *   the build's one message: run `jobs` from `start` on, but not those in `failed`; `contentDir`
 *   as messages name it, `contentPath` absolute; the process runs in the case study's folder
 * @typedef {{ type: "start", index: number }} Started the query `index` starts running
 * @typedef {{ type: "done", index: number, outcome: Outcome }} Done what the query `index` gave
 * @typedef {{ type: "end" }} Ended every query of the task ran
 * @typedef {{ type: "failed", message: string }} Failed the process cannot go on, and why
 * @typedef {Started | Done | Ended | Failed} RunnerMessage the process's messages to the build
 */

/**
 * The build's side: sends the process its task.
 * @param {import("node:child_process").ChildProcess} child
 * @param {Task} task
 */
const sendTask = (child, task) => child.send(task)

/**
 * The build's side: hears each of the process's messages.
 * @param {import("node:child_process").ChildProcess} child
 * @param {(message: RunnerMessage) => void} listener
 */
const onRunnerMessage = (child, listener) =>
  child.on("message", (message) => listener(/** @type {RunnerMessage} */ (message)))

/**
 * The process's side: waits for its one task.
 * @param {(task: Task) => void} listener
 */
const onTask = (listener) => process.once("message", (task) => listener(/** @type {Task} */ (task)))

/**
 * The process's side: sends the build a message; resolves once it is sent.
 * @param {RunnerMessage} message
 * @returns {Promise<void>}
 */
const sendToBuild = (message) =>
  new Promise((resolve) => process.send?.(message, () => resolve(undefined)))

module.exports = { onRunnerMessage, onTask, sendTask, sendToBuild }
