// The visit counter's pixel (gatsby/site-files/visit-counter.ts says when a build has one): what a
// page's policy allows for it, its endpoint for images only, and its address for a page, the page's
// path (with the site's path prefix) as the counter's dashboard lists it.

export const counterImageSources = (endpoint: string | null | undefined) =>
  endpoint ? [endpoint] : []

export const pixelAddress = (endpoint: string, pagePath: string) =>
  `${endpoint}?p=${encodeURIComponent(pagePath)}`
