// Gatsby loads gatsby-node.js; the site imports StaticPart (./static-part) and the lint rule
// (./eslint). There is nothing else to import from the plugin itself.
module.exports = {}
