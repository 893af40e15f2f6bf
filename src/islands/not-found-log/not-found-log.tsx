import { useIsland } from "gatsby-plugin-static-by-default/island"

// Declares the 404 page's island (island.ts), which logs the path a visitor tried.
export function NotFoundLog() {
  useIsland("not-found-log")
  return null
}
