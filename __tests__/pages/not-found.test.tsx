import { screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import NotFoundPage from "../../src/pages/404"
import { renderInSiteRoot } from "../render"

describe("404 page", () => {
  it("says the page was not found, links home and logs the attempted path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const props = { location: { pathname: "/no-such-page" } } as PageProps
    renderInSiteRoot(<NotFoundPage {...props} />)

    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(log).toHaveBeenCalledWith(expect.any(String), "/no-such-page")
    log.mockRestore()
  })
})
