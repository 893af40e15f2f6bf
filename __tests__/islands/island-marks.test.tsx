/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server"
import { parse } from "parse5"
import { takeRenderedIslands, useIsland } from "gatsby-plugin-static-by-default/island"
import pages from "gatsby-plugin-static-by-default/pages"
import { ClickToLoad } from "../../src/islands/click-to-load/click-to-load"
import { NotFoundLog } from "../../src/islands/not-found-log/not-found-log"

// A page's islands are the marks its server rendering leaves in its HTML
// (plugins/gatsby-plugin-static-by-default/island.ts), which the build reads back once the pages
// are built (pages.js): the rendering itself keeps and writes nothing.

function Header() {
  return <header {...useIsland("a-header")}>Menu</header>
}

const marked = (html: string) => pages.islandsMarked(parse(html), "data-owner")

describe("an island's marks", () => {
  it("are the record: the build reads each island and when it starts from the HTML", () => {
    const html = renderToStaticMarkup(
      <main>
        <Header />
        <ClickToLoad />
        <NotFoundLog />
        <Header />
      </main>,
    )
    expect(marked(html)).toEqual(
      new Map([
        ["a-header", "on-first-use"],
        ["click-to-load", "on-first-use"],
        ["not-found-log", "with-page"],
      ]),
    )
    // The rendering kept nothing of them.
    expect(takeRenderedIslands()).toEqual([])
  })

  it("show nothing of an island whose parts are elsewhere in the page", () => {
    expect(renderToStaticMarkup(<ClickToLoad />)).toBe(
      '<template data-island="click-to-load"></template>',
    )
  })
})
