import { Seo } from "../components/layout/seo"

// The 404 page's head: in the HTML only (see server-only-head.ts).
export const Head = () => <Seo title="Page not found" noindex />
