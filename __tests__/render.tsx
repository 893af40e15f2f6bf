import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { SiteRoot } from "../src/wrap-root-element"

// Renders inside what wrapRootElement puts around every real page.
export const renderInSiteRoot = (ui: ReactElement) => render(<SiteRoot>{ui}</SiteRoot>)
