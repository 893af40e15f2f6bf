// @ts-check
// The limits of every engine the build runs on the owner's content, in one place: what one call
// may take of time (seconds, from the moment it is sent, a new process's start-up included) and
// of memory (the process's resident set, in megabytes). The sentences a build says name them.

/** @typedef {{ seconds: number, megabytes: number }} Limits */

/** @type {Readonly<Record<"chart" | "shareCard" | "resumePdf" | "markdown" | "svgFigure", Limits>>} */
const ENGINE_LIMITS = Object.freeze({
  // A chart, both its drawings (a desktop's and a phone's): a few hundred ms for the site's
  // charts, a few seconds for one of 5,000 points.
  chart: { seconds: 30, megabytes: 1024 },
  // A page's share card: under a second.
  shareCard: { seconds: 20, megabytes: 1024 },
  // The résumé's PDF, typeset by Typst: under a second for the four pages it may take.
  resumePdf: { seconds: 30, megabytes: 1024 },
  // One reading of a Markdown file (or a notebook made into its page's Markdown) by remark 13, the
  // parser of the checks and of gatsby-transformer-remark: a case study of a few kilobytes reads in
  // tens of ms; one of 1 MB (the most a Markdown file may be), the site's own case studies repeated,
  // in 5 to 12 s on a busy 2-core machine, 400 MB; a megabyte of headings, links and emphasis, one
  // on every other line, in 25 s. Some inputs of a few hundred kilobytes read for minutes, or never
  // end (emphasis, brackets, quotes or lists opened thousands of times).
  markdown: { seconds: 30, megabytes: 1024 },
  // A notebook's SVG figure (an output, or a pasted picture), drawn as a PNG by resvg at twice its
  // size, 4096 x 4096 pixels at most: a matplotlib figure (640 x 480, 2,000 points, text) in 2 s
  // and 125 MB, the largest picture (a figure of 2048 x 2048) in 4 s and 200 MB, on a busy 2-core
  // machine, start-up included. 300 bytes of filters (a blur and a morphology of a large radius
  // over a large rectangle) take 3.5 GB for minutes; a blur over the whole of the largest picture
  // takes 40 s.
  svgFigure: { seconds: 20, megabytes: 1024 },
})

/** A memory limit as a sentence says it: "1 GB", "512 MB". @param {number} megabytes */
const memoryText = (megabytes) =>
  megabytes % 1024 === 0 ? `${megabytes / 1024} GB` : `${megabytes} MB`

module.exports = { ENGINE_LIMITS, memoryText }
