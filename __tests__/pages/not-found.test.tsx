import { screen } from "@testing-library/react"
import startLog from "../../src/islands/not-found-log/island"
import NotFoundPage from "../../src/pages/404"
import { renderWithIslands } from "../render"

describe("404 page", () => {
  it("says the page was not found, links home and logs the attempted path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    window.history.pushState({}, "", "/no-such-page")
    renderWithIslands(<NotFoundPage />, { "not-found-log": startLog })

    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(log).toHaveBeenCalledWith(expect.any(String), "/no-such-page")
    log.mockRestore()
    window.history.pushState({}, "", "/")
  })
})
