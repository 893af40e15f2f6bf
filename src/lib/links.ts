// A phone number as a dialable link: digits and a leading plus only.
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

// A profile URL as people say it, without the scheme and "www.".
export const displayUrl = (url: string) =>
  url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")
