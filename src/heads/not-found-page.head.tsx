import { Seo } from "../components/layout/seo"

// The 404 page's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export const Head = () => <Seo title="Page not found" noindex />
