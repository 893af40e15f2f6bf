import { render, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { wrapRootElement } from "../src/wrap-root-element"

function Broken(): ReactElement {
  throw new Error("content went missing")
}

describe("wrapRootElement", () => {
  it("renders the page when nothing throws", () => {
    render(wrapRootElement({ element: <p>All good</p> }))
    expect(screen.getByText("All good")).toBeInTheDocument()
  })

  it("shows the error fallback when rendering throws", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(wrapRootElement({ element: <Broken /> }))
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    log.mockRestore()
  })
})
