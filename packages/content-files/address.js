// @ts-check
// A web address (https:, data:, s3:, //host), not a path: nothing the build reads from the owner's
// files may be one.

/** Whether `url` is a web address rather than a path. @param {string} url */
const hasScheme = (url) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)

module.exports = { hasScheme }
