import { writeFileSync } from "node:fs"
import path from "node:path"
import { frameSources } from "gatsby-remark-dashboards/vendors"
import { CONTENT_DIR } from "./content-dir.mjs"
import { contentFileName } from "./content-files"
import { loadEmailJsConfig } from "./emailjs-config.mjs"
import { ICON_SPRITE_PATH, iconSpriteSvg } from "./icon-sprite"
import { hashInlineScripts } from "./inline-scripts"
import { securityHeaders } from "./security-headers"
import { readYaml } from "./yaml-file.mjs"

type Project = { dashboards?: Array<{ url: string }> }

// Every dashboard's address in the content (checked when the build started).
const dashboardAddresses = (contentDir: string) =>
  ((readYaml(path.join(contentDir, contentFileName("projects"))) ?? []) as Project[]).flatMap(
    (project) => (project.dashboards ?? []).map((dashboard) => dashboard.url),
  )

// The files a build writes beside the pages: the icon sprite, and the hosts' security headers,
// whose CSP allows the contact form's EmailJS origin, the frames of the site's dashboards (checked
// when the build started) and the pages' inline scripts, whose hashes it puts in each page's own
// policy too.
export function writeSpriteAndHeaders(publicDir = "public", contentDir = CONTENT_DIR) {
  writeFileSync(path.join(publicDir, ICON_SPRITE_PATH), iconSpriteSvg())
  const { origin } = loadEmailJsConfig().config
  const frames = frameSources(dashboardAddresses(contentDir))
  const scripts = hashInlineScripts(publicDir)
  writeFileSync(path.join(publicDir, "_headers"), securityHeaders(origin, frames, scripts))
}

type DevServer = {
  get: (
    route: string,
    handler: (
      request: unknown,
      response: { type: (mime: string) => { send: (body: string) => void } },
    ) => void,
  ) => void
}

// The development server answers the icon sprite, which no build has written yet.
export function serveIconSprite(app: DevServer) {
  app.get(ICON_SPRITE_PATH, (_request, response) => {
    response.type("image/svg+xml").send(iconSpriteSvg())
  })
}
