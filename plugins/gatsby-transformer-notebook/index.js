// Gatsby loads gatsby-node.js; the site's content checks import ./checks.
module.exports = {}
