// Gatsby loads gatsby-node.js and gatsby-ssr.tsx; the site imports useIsland (./island), the
// loading helpers of its islands (./load) and the lint rule (./eslint). There is nothing else to
// import from the plugin itself.
module.exports = {}
