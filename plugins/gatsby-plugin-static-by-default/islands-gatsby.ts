// What `gatsby` is in an island's module (islands.js): its withPrefix, the site's path prefix
// before a path of the site. Nothing else of Gatsby's runtime is in the browser.
declare const __PATH_PREFIX__: string

export const withPrefix = (path: string) => `${__PATH_PREFIX__}${path}`
