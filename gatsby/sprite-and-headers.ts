import { writeFileSync } from "node:fs"
import path from "node:path"
import { loadEmailJsConfig } from "./emailjs-config.mjs"
import { ICON_SPRITE_PATH, iconSpriteSvg } from "./icon-sprite"
import { securityHeaders } from "./security-headers"

// The files a build writes beside the pages: the icon sprite, and the hosts' security headers,
// whose CSP allows the contact form's EmailJS origin (checked when the build started).
export function writeSpriteAndHeaders(publicDir = "public") {
  writeFileSync(path.join(publicDir, ICON_SPRITE_PATH), iconSpriteSvg())
  const { origin } = loadEmailJsConfig().config
  writeFileSync(path.join(publicDir, "_headers"), securityHeaders(origin))
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
