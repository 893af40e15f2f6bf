import { useIsland } from "gatsby-plugin-static-by-default/island"

// Declares the 404 page's island (island.ts), which logs the path a visitor tried: with the page,
// since nothing a visitor does asks for it. Its mark is an empty template, which shows nothing.
export function NotFoundLog() {
  return <template {...useIsland("not-found-log", "with-page")} />
}
