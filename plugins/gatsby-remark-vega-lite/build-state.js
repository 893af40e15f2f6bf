// @ts-check
// What the plugin keeps while a build runs, made anew when one starts (gatsby-node.js's
// onPluginInit, in Gatsby's process and in each of its workers): the notes and problems the owner
// has heard (gatsby-transformer-remark may draw a case study more than once: its HTML, its reading
// time), the case studies whose charts have problems, and whether Gatsby's bootstrap, where the
// site draws every case study (its share card draws its first chart), has ended.

const newBuild = () => ({
  /** @type {Set<string>} */
  said: new Set(),
  /** @type {Set<string>} */
  failed: new Set(),
  bootstrapped: false,
})

let current = newBuild()

/** Starts a build: nothing said. */
const startBuild = () => {
  current = newBuild()
}

/** The state of the build that runs. */
const thisBuild = () => current

module.exports = { startBuild, thisBuild }
