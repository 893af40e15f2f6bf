// @ts-check
// The owner's text as a build log prints it. A CI runner reads its log for orders: GitHub's runner
// takes a line that starts (after spaces) with `::` as a workflow command (`::add-mask::`,
// `::stop-commands::`, `::error …`), and a line holding `##[` anywhere as a command of its older
// syntax. Content is untrusted, and its text (a file name, a chart's data address, a value, an
// engine's message that quotes a query) reaches the log inside the build's sentences; so every
// sentence the checks and the build print goes through `logText`, which keeps it one line that
// gives no order: control characters as a reader can see them (`\n`, `\x1B`), a `::` that starts
// it as `\x3A:`, and `##[` as `##\x5B`. (An annotation, which is a command on purpose, escapes its
// own text as GitHub's unescaping expects: gatsby/content/problem.ts.)

/** A control character as a reader can see it: \n, \t, \r, else \x and its two hex digits. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

/** @param {string} c */
const hexEscape = (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`

/** Whether text holds a control character (a line break, a tab, an escape). @param {string} text */
const hasControlCharacter = (text) => text.search(CONTROL) !== -1

/** @param {string} text */
const escapeControls = (text) =>
  text.replace(CONTROL, (c) =>
    c === "\n" ? "\\n" : c === "\t" ? "\\t" : c === "\r" ? "\\r" : hexEscape(c),
  )

/**
 * `text` on one line of a log, never read as a command.
 * @param {unknown} text
 */
const logText = (text) =>
  escapeControls(String(text))
    .replace(/^(\s*)::/, (_, space) => `${space}${hexEscape(":")}:`)
    .replace(/##\[/g, `##${hexEscape("[")}`)

/**
 * A list of problems as the build and `npm run check` print it: "The content in content/ has 2
 * problems (see content/README.md):" and one line each, every one through `logText`.
 * @param {string} subject
 * @param {ReadonlyArray<string>} problems
 * @param {string} help
 */
const problemList = (subject, problems, help) =>
  `${logText(subject)} ${problems.length} problem${problems.length > 1 ? "s" : ""} ` +
  `(see ${logText(help)}):\n- ${problems.map(logText).join("\n- ")}`

module.exports = { escapeControls, hasControlCharacter, logText, problemList }
