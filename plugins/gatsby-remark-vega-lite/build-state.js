// @ts-check
// What the plugin keeps while a build runs, made anew when one starts (gatsby-node.js's
// onPluginInit, in Gatsby's process and in each of its workers): the notes the owner has heard
// (gatsby-transformer-remark may draw a case study more than once: its HTML, its reading time).

const newBuild = () => ({
  /** @type {Set<string>} */
  said: new Set(),
})

let current = newBuild()

/** Starts a build: nothing said. */
const startBuild = () => {
  current = newBuild()
}

/** The state of the build that runs. */
const thisBuild = () => current

module.exports = { startBuild, thisBuild }
