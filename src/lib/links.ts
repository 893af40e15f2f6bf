import { withPrefix } from "gatsby"

// A phone number as a dialable link: digits and a leading plus only.
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

// A profile URL as people say it, without the scheme and "www.".
export const displayUrl = (url: string) =>
  url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")

// An absolute URL of this site (siteUrl: the site's origin, from gatsby-config's siteMetadata):
// page paths get the path prefix of a project site, asset paths that already carry it keep it.
export const absoluteUrl = (siteUrl: string, path: string) =>
  `${siteUrl}${path.startsWith(withPrefix("/")) ? path : withPrefix(path)}`
