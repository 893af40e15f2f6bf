import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { SiteRoot } from "../src/wrap-root-element"

// Renders inside the providers that wrapRootElement puts around every real page.
export const renderWithTheme = (ui: ReactElement) => render(<SiteRoot>{ui}</SiteRoot>)
