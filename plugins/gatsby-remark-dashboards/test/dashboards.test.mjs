// @ts-check
// Dashboard and app addresses as vendors' Share and Publish dialogs (or the browser's address bar)
// give them, and the remark plugin on a case study's Markdown: node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../vendors")} */
const { dashboardOf, frameSources, isVendorAddress } = requireHere("../vendors")
const plugin = requireHere("../index.js")
const remark = requireHere("remark")

describe("a dashboard's address", () => {
  it("Tableau Public: a view, with or without its query string, or a profile's viz", () => {
    const embed = "https://public.tableau.com/views/Superstore_24/Overview?:embed=y&:showVizHome=no"
    for (const pasted of [
      "https://public.tableau.com/views/Superstore_24/Overview",
      "https://public.tableau.com/views/Superstore_24/Overview?:language=en-US&:display_count=n&:origin=viz_share_link",
      "https://public.tableau.com/app/profile/jane.doe/viz/Superstore_24/Overview",
      "  https://public.tableau.com/views/Superstore_24/Overview/  ",
    ]) {
      const dashboard = dashboardOf(pasted)
      assert.equal(dashboard.embedUrl, embed, pasted)
      assert.equal(
        dashboard.openUrl,
        "https://public.tableau.com/views/Superstore_24/Overview?:showVizHome=no",
      )
      assert.equal(dashboard.vendor?.name, "Tableau Public")
      assert.equal(dashboard.frameOrigin, "https://public.tableau.com")
      assert.equal(dashboard.frameHost, "public.tableau.com")
    }
  })

  it("Power BI: a Publish to web link, as it is", () => {
    const link = "https://app.powerbi.com/view?r=eyJrIjoiYjFjZDQ3ZWUiLCJ0IjoiMTg5ZGQ1ZmEifQ%3D%3D"
    const dashboard = dashboardOf(
      "https://app.powerbi.com/view?r=eyJrIjoiYjFjZDQ3ZWUiLCJ0IjoiMTg5ZGQ1ZmEifQ==",
    )
    assert.equal(dashboard.vendor?.name, "Power BI")
    assert.equal(dashboard.embedUrl, dashboard.openUrl)
    assert.match(
      String(dashboard.embedUrl),
      /^https:\/\/app\.powerbi\.com\/view\?r=eyJrIjoiYjFjZDQ3ZWUiLCJ0IjoiMTg5ZGQ1ZmEifQ==$/,
    )
    assert.equal(dashboardOf(link).vendor?.name, "Power BI")
  })

  it("Looker Studio: a report or one of its pages, in its /embed/ form", () => {
    const id = "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d"
    for (const pasted of [
      `https://lookerstudio.google.com/reporting/${id}/page/p_risk`,
      `https://lookerstudio.google.com/embed/reporting/${id}/page/p_risk`,
    ])
      assert.deepEqual(
        [dashboardOf(pasted).embedUrl, dashboardOf(pasted).openUrl],
        [
          `https://lookerstudio.google.com/embed/reporting/${id}/page/p_risk`,
          `https://lookerstudio.google.com/reporting/${id}/page/p_risk`,
        ],
      )
    assert.equal(
      dashboardOf(`https://lookerstudio.google.com/reporting/${id}`).embedUrl,
      `https://lookerstudio.google.com/embed/reporting/${id}`,
    )
  })

  it("refuses what is not a public view, saying what to paste instead", () => {
    const refused = {
      "https://public.tableau.com/app/profile/jane.doe":
        "a Tableau Public view, not a profile page: open the dashboard itself and paste the link of its Share button",
      "https://public.tableau.com/views/Superstore_24":
        "a Tableau Public view, https://public.tableau.com/views/<workbook>/<sheet>: paste the link of the dashboard's Share button",
      "https://app.powerbi.com/groups/me/reports/0f1e2d3c/ReportSection":
        'a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), not a report only signed-in users can open: use File > Embed report > Publish to web, and paste its link',
      "https://app.powerbi.com/reportEmbed?reportId=0f1e2d3c&autoAuth=true":
        'a Power BI "Publish to web" link (https://app.powerbi.com/view?r=…), not a report only signed-in users can open: use File > Embed report > Publish to web, and paste its link',
      "https://app.powerbi.com/view":
        'a Power BI "Publish to web" link, https://app.powerbi.com/view?r=…: use File > Embed report > Publish to web, and paste its link',
      "https://lookerstudio.google.com/u/0/navigation/reporting":
        "a Looker Studio report, https://lookerstudio.google.com/reporting/…: paste the link of the report's Share button",
      "http://public.tableau.com/views/Superstore_24/Overview":
        "an https:// address (https://public.tableau.com/…)",
    }
    for (const [pasted, problem] of Object.entries(refused)) {
      const dashboard = dashboardOf(pasted)
      assert.equal(dashboard.problem, problem, pasted)
      assert.equal(dashboard.embedUrl, null)
    }
    for (const other of [
      "https://example.com/dashboard",
      "public.tableau.com/views/a/b",
      "https://tableau.com/views/a/b",
    ])
      assert.match(
        String(dashboardOf(other).problem),
        /^a Tableau Public view \(https:\/\/public\.tableau\.com\/views\/…\), a Power BI "Publish to web" link .*, a Looker Studio report .* or an Observable notebook/,
      )
  })

  it("names the frames a page may hold: its frames' origins, each once, none for none", () => {
    assert.deepEqual(frameSources([]), [])
    assert.deepEqual(
      frameSources([
        "https://public.tableau.com/views/A/B",
        "https://lookerstudio.google.com/reporting/x",
        "https://public.tableau.com/views/C/D",
        "https://example.com/not-a-dashboard",
        "https://store-pulse.streamlit.app/",
        "https://huggingface.co/spaces/maya/returns",
        "https://maya.shinyapps.io/footfall/",
        "https://maya.shinyapps.io/basket/",
        "https://observablehq.com/@maya/delays",
      ]),
      [
        "https://lookerstudio.google.com",
        "https://maya-returns.hf.space",
        "https://maya.shinyapps.io",
        "https://observablehq.com",
        "https://public.tableau.com",
        "https://store-pulse.streamlit.app",
      ],
    )
    assert.equal(isVendorAddress("https://maya.shinyapps.io/"), true)
    assert.equal(isVendorAddress("https://app.powerbi.com/groups/me"), true)
    assert.equal(isVendorAddress("https://example.com"), false)
  })
})

describe("a live app's address", () => {
  /** @param {string} pasted */
  const read = (pasted) => {
    const { vendor, embedUrl, openUrl, frameOrigin, problem } = dashboardOf(pasted)
    return { vendor: vendor?.name, embedUrl, openUrl, frameOrigin, problem }
  }

  it("Streamlit Community Cloud: the app or one of its pages, embedded with ?embed=true", () => {
    assert.deepEqual(read("https://store-pulse.streamlit.app"), {
      vendor: "Streamlit Community Cloud",
      embedUrl: "https://store-pulse.streamlit.app/?embed=true",
      openUrl: "https://store-pulse.streamlit.app/",
      frameOrigin: "https://store-pulse.streamlit.app",
      problem: null,
    })
    assert.deepEqual(read("https://store-pulse.streamlit.app/Forecast?tab=2#top"), {
      vendor: "Streamlit Community Cloud",
      embedUrl: "https://store-pulse.streamlit.app/Forecast?embed=true",
      openUrl: "https://store-pulse.streamlit.app/Forecast",
      frameOrigin: "https://store-pulse.streamlit.app",
      problem: null,
    })
  })

  it("Hugging Face: a Space's page, embedded from its direct URL (lower case, '.' and '_' as '-'), or that URL", () => {
    assert.deepEqual(read("https://huggingface.co/spaces/Maya_Chen/Returns.Classifier_v2/"), {
      vendor: "Hugging Face Spaces",
      embedUrl: "https://maya-chen-returns-classifier-v2.hf.space",
      openUrl: "https://huggingface.co/spaces/Maya_Chen/Returns.Classifier_v2",
      frameOrigin: "https://maya-chen-returns-classifier-v2.hf.space",
      problem: null,
    })
    assert.equal(
      read("https://maya-chen-returns-classifier-v2.hf.space/").embedUrl,
      "https://maya-chen-returns-classifier-v2.hf.space",
    )
  })

  it("shinyapps.io: an app, as it is", () => {
    assert.deepEqual(read("https://maya.shinyapps.io/footfall"), {
      vendor: "shinyapps.io",
      embedUrl: "https://maya.shinyapps.io/footfall/",
      openUrl: "https://maya.shinyapps.io/footfall/",
      frameOrigin: "https://maya.shinyapps.io",
      problem: null,
    })
  })

  it("Observable: a notebook whole from its /embed/ form; an /embed/ address keeps its cells", () => {
    assert.deepEqual(read("https://observablehq.com/@maya/delivery-delays"), {
      vendor: "Observable",
      embedUrl: "https://observablehq.com/embed/@maya/delivery-delays?cell=*",
      openUrl: "https://observablehq.com/@maya/delivery-delays",
      frameOrigin: "https://observablehq.com",
      problem: null,
    })
    assert.equal(
      read("https://observablehq.com/embed/@maya/delivery-delays?cells=chart").embedUrl,
      "https://observablehq.com/embed/@maya/delivery-delays?cells=chart",
    )
    assert.deepEqual(
      [
        read("https://observablehq.com/d/1f434ef3b0569a00").embedUrl,
        read("https://observablehq.com/d/1f434ef3b0569a00").openUrl,
      ],
      [
        "https://observablehq.com/embed/1f434ef3b0569a00?cell=*",
        "https://observablehq.com/d/1f434ef3b0569a00",
      ],
    )
  })

  it("refuses what is not a public app, another site, and what is not https, saying what to paste", () => {
    const refused = {
      "https://share.streamlit.io/maya/store-pulse/main/app.py": /^a Streamlit app's own address/,
      "https://store-pulse.streamlit.app/a/b": /^a Streamlit app or one of its pages/,
      "https://huggingface.co/maya/churn-model":
        /^a Hugging Face Space, .*a model's or a dataset's page runs nothing/,
      "https://huggingface.co/spaces/maya": /^a Hugging Face Space, not a profile's list of Spaces/,
      [`https://huggingface.co/spaces/maya/${"x".repeat(60)}`]:
        /^a Hugging Face Space whose direct URL the site can derive/,
      "https://www.shinyapps.io/admin/#/applications":
        /^a Shiny app's address, .*not the shinyapps.io dashboard/,
      "https://maya.shinyapps.io/": /^a Shiny app's address/,
      "https://observablehq.com/@maya": /^an Observable notebook, not a profile page/,
      "https://observablehq.com/projects/@maya":
        /^an Observable notebook, https:\/\/observablehq\.com\/@<owner>\/<notebook>/,
      "http://store-pulse.streamlit.app":
        /^an https:\/\/ address \(https:\/\/store-pulse\.streamlit\.app\/…\)$/,
      "https://evil.example.store-pulse.streamlit.app.example.com/": /^a Tableau Public view/,
      "https://store-pulse.streamlit.app:8443/": /^a Tableau Public view/,
      "https://streamlit.app/": /^a Tableau Public view/,
    }
    for (const [pasted, problem] of Object.entries(refused)) {
      assert.match(String(dashboardOf(pasted).problem), problem, pasted)
      assert.equal(dashboardOf(pasted).frameOrigin, null, pasted)
    }
  })
})

describe("gatsby-remark-dashboards", () => {
  const project = {
    caseStudy: "studies/study.md",
    dashboards: [
      {
        url: "https://public.tableau.com/views/Sales/Overview",
        poster: "posters/sales.png",
        title: "Sales & margin",
        caption: "By week <and> store",
      },
      {
        url: "https://lookerstudio.google.com/reporting/abc",
        poster: "posters/churn.png",
        title: "Churn",
      },
      {
        url: "https://huggingface.co/spaces/maya/returns",
        poster: "posters/returns.png",
        title: "Returns classifier",
      },
    ],
  }
  const run = async (/** @type {string} */ markdown) => {
    const markdownAST = remark().parse(markdown)
    await plugin(
      {
        markdownAST,
        markdownNode: { parent: "file" },
        getNode: () => ({ absolutePath: "/site/content/studies/study.md" }),
        getNodesByType: () => [{ caseStudy: "other.md" }, project],
      },
      { contentDir: "/site/content", projectType: "ProjectsYaml" },
    )
    return /** @type {Array<{ type: string, value?: string, url?: string, alt?: string, children?: any[] }>} */ (
      markdownAST.children
    )
  }

  it("shows the project's dashboards under the heading, in order, each its poster linked to its vendor", async () => {
    const nodes = await run("## The question\n\nWhy?\n")
    assert.deepEqual(
      nodes.map(({ type }) => type),
      [
        "html",
        "link",
        "html",
        "html",
        "link",
        "html",
        "html",
        "link",
        "html",
        "heading",
        "paragraph",
      ],
    )
    assert.match(
      String(nodes[0].value),
      /^<figure class="dashboard" id="dashboard-1" data-embed="https:\/\/public\.tableau\.com\/views\/Sales\/Overview\?:embed=y&amp;:showVizHome=no" data-frame-title="Sales &amp; margin, an interactive dashboard from Tableau Public" data-noun="dashboard"><div class="dashboard-frame">$/,
    )
    assert.equal(nodes[1].url, "https://public.tableau.com/views/Sales/Overview?:showVizHome=no")
    assert.deepEqual(nodes[1].children?.[0], {
      type: "image",
      url: "../posters/sales.png",
      alt: "A picture of the dashboard Sales & margin",
      title: null,
    })
    const controls = String(nodes[2].value)
    assert.match(
      controls,
      /<span class="dashboard-title">Sales &amp; margin<\/span> <span class="dashboard-vendor">\(Tableau Public\)<\/span> <span class="dashboard-caption">By week &lt;and&gt; store<\/span>/,
    )
    assert.match(
      controls,
      /<button type="button" class="dashboard-load" data-load="dashboard">Load the interactive dashboard<\/button>/,
    )
    assert.match(
      controls,
      /<p class="dashboard-consent">It loads from public\.tableau\.com, which may set cookies\.<\/p>/,
    )
    assert.match(
      controls,
      /<a class="dashboard-open" href="https:\/\/public\.tableau\.com\/views\/Sales\/Overview\?:showVizHome=no" target="_blank" rel="noopener noreferrer">Open in Tableau Public<\/a>/,
    )
    assert.match(
      controls,
      /<p class="dashboard-address">https:\/\/public\.tableau\.com\/views\/Sales\/Overview<\/p>/,
    )
    assert.match(
      String(nodes[3].value),
      /id="dashboard-2" data-embed="https:\/\/lookerstudio\.google\.com\/embed\/reporting\/abc"/,
    )
  })

  it("shows a live app as a dashboard is, in its own words: a live app, and the app's own host", async () => {
    const nodes = await run("## The question\n\nWhy?\n")
    assert.match(
      String(nodes[6].value),
      /id="dashboard-3" data-embed="https:\/\/maya-returns\.hf\.space" data-frame-title="Returns classifier, a live app on Hugging Face Spaces"/,
    )
    assert.equal(nodes[7].children?.[0].alt, "A picture of the app Returns classifier")
    const controls = String(nodes[8].value)
    assert.match(
      controls,
      /class="dashboard-load" data-load="dashboard">Load the interactive app<\/button>/,
    )
    assert.match(controls, /It loads from maya-returns\.hf\.space, which may set cookies\./)
    assert.match(
      controls,
      /href="https:\/\/huggingface\.co\/spaces\/maya\/returns" [^>]*>Open in Hugging Face Spaces<\/a>/,
    )
  })

  it("places one where the Markdown links its poster to it, with the Markdown's alt text", async () => {
    const nodes = await run(
      "## The question\n\n[![Sales by week, then by store](../posters/sales.png)](https://public.tableau.com/views/Sales/Overview?:origin=viz_share_link)\n\nAfter.\n",
    )
    // The other dashboard first, under the heading; this one where it was placed.
    assert.deepEqual(
      nodes.map(({ type }) => type),
      [
        "html",
        "link",
        "html",
        "html",
        "link",
        "html",
        "heading",
        "html",
        "link",
        "html",
        "paragraph",
      ],
    )
    assert.match(String(nodes[7].value), /id="dashboard-1"/)
    assert.equal(nodes[8].children?.[0].alt, "Sales by week, then by store")
    assert.match(String(nodes[0].value), /id="dashboard-2"/)
  })

  it("names what its button loads as the part its click-to-load module exports; adds no script", async () => {
    const clickToLoad = await import("../click-to-load.mjs")
    const nodes = await run("Text.\n")
    const buttons = nodes.filter(({ value }) => value?.includes("<button"))
    assert.equal(buttons.length, 3)
    for (const { value } of buttons) assert.match(String(value), /data-load="([a-z]+)"/)
    assert.equal(String(buttons[0].value).match(/data-load="([a-z]+)"/)?.[1], clickToLoad.name)
    assert.deepEqual(
      nodes.filter(({ value }) => value?.includes("<script")),
      [],
    )
  })

  it("leaves a case study without dashboards, and another site's linked picture, as they are", async () => {
    const markdown = "[![A viz](pic.png)](https://public.tableau.com/views/Other/Sheet)\n"
    const tree = remark().parse(markdown)
    const before = JSON.stringify(tree)
    await plugin(
      {
        markdownAST: tree,
        markdownNode: { parent: "file" },
        getNode: () => ({ absolutePath: "/site/content/studies/plain.md" }),
        getNodesByType: () => [project],
      },
      { contentDir: "/site/content", projectType: "ProjectsYaml" },
    )
    assert.equal(JSON.stringify(tree), before)
    assert.deepEqual(
      (await run(markdown)).slice(9).map(({ type }) => type),
      ["paragraph"],
    )
  })
})
