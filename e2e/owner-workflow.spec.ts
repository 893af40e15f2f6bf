import { expect, test } from "@playwright/test"
import { copyFileSync } from "node:fs"
import path from "node:path"
import { serveStatic } from "../scripts/static-server.mjs"
import { buildFixtureSite } from "./fixture-site"
import { desktop } from "./viewports"

// Each test builds a whole site from a changed copy of content/.
test.describe.configure({ mode: "parallel", timeout: 180_000 })
test.use(desktop)

test("a mistake in the YAML stops the build with one message per problem", () => {
  const { status, output } = buildFixtureSite((edit) => {
    edit("skills.yaml", (text) => text.replace("level: 90", "level: 120"))
    edit("projects.yaml", (text) =>
      text.replace("  status: coming-soon\n  priority: high", "  status: soon\n  priority: high"),
    )
    edit("profile.yaml", (text) => text.replace("linkedin: https://", "linkedin: "))
  })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  expect(log).toContain("has 3 problems")
  expect(log).toContain(
    'content/skills.yaml, skill 1 "SQL", field "level": expected a whole number from 0 to 100, got 120',
  )
  expect(log).toContain(
    'content/projects.yaml, project 1 "Sales Analytics Dashboard", field "status": expected one of coming-soon, in-progress, completed, got "soon"',
  )
  expect(log).toContain(
    'content/profile.yaml, field "linkedin": expected a web address starting with https://',
  )
})

test("a fourth project and an eleventh skill are a YAML edit and an image, on a project site", async ({
  page,
}) => {
  const { status, output, publicDir } = buildFixtureSite(
    (edit, contentDir) => {
      copyFileSync(
        path.join(contentDir, "images/sales-analytics-dashboard.jpg"),
        path.join(contentDir, "images/churn-model.jpg"),
      )
      edit(
        "projects.yaml",
        (text) =>
          `${text}- title: Churn Prediction Model
  description: A model that flags customers likely to leave, with the reasons behind each score.
  image: images/churn-model.jpg
  tags: [Python, scikit-learn]
  status: completed
  priority: urgent
  liveUrl: https://example.com/churn
  codeUrl: https://github.com/your-name/churn
`,
      )
      edit(
        "skills.yaml",
        (text) =>
          `${text}- name: Power BI\n  level: 70\n  description: Reports that refresh themselves.\n  icon: dashboard\n`,
      )
    },
    {
      env: { PATH_PREFIX: "/portfolio", SITE_URL: "https://ada.example" },
      args: ["--prefix-paths"],
    },
  )
  expect(status, output).toBe(0)

  const server = await serveStatic(publicDir, 0, "/portfolio")
  try {
    await page.goto(`${server.origin}/portfolio/`)
    await expect(page.getByRole("progressbar")).toHaveCount(11)
    await expect(page.getByRole("progressbar", { name: "Power BI" })).toHaveAttribute(
      "aria-valuenow",
      "70",
    )
    await expect(page.getByRole("img", { name: /^Preview of / })).toHaveCount(4)

    const card = page.getByRole("article").filter({ hasText: "Churn Prediction Model" })
    await expect(card.getByText("Urgent Priority")).toBeVisible()
    await expect(card.getByText("Coming Soon")).toHaveCount(0)
    await expect(card.getByRole("link", { name: "View Project" })).toHaveAttribute(
      "href",
      "https://example.com/churn",
    )
    await expect(card.getByRole("link", { name: "Code" })).toHaveAttribute(
      "href",
      "https://github.com/your-name/churn",
    )
    await card.scrollIntoViewIfNeeded()
    await expect
      .poll(() => card.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    // Under the path prefix of a project site, the links and files still resolve.
    await expect(page.getByRole("link", { name: "Download Resume" })).toHaveAttribute(
      "href",
      "/portfolio/resume.png",
    )
    expect((await page.request.get(`${server.origin}/portfolio/resume.png`)).status()).toBe(200)
    expect((await page.request.get(`${server.origin}/portfolio/icons.svg`)).status()).toBe(200)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://ada.example/portfolio/",
    )
  } finally {
    await server.close()
  }
})
