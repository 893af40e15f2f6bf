import { writeFileSync } from "node:fs"
import path from "node:path"
import { loadEmailJsConfig } from "../emailjs/emailjs-config.mjs"
import { ICON_SPRITE_PATH, iconSpriteSvg } from "./icon-sprite"
import { securityHeaders } from "./security-headers"
import { counterImageSources } from "../../src/lib/visit-pixel"
import { visitCounterEndpoint } from "./visit-counter"

// The icon sprite, a file a build writes beside the pages.
export function writeIconSprite(publicDir = "public") {
  writeFileSync(path.join(publicDir, ICON_SPRITE_PATH), iconSpriteSvg())
}

// The hosts' security headers (public/_headers), whose CSP allows the contact form's EmailJS origin
// and `frameSources`, the frames of every page of the site (gatsby/case-studies/case-study-pages.ts
// computes them from the same projects as each page's own), and the visit counter's pixel.
export function writeSecurityHeaders(frameSources: ReadonlyArray<string>, publicDir = "public") {
  const { origin } = loadEmailJsConfig().config
  writeFileSync(
    path.join(publicDir, "_headers"),
    securityHeaders(origin, frameSources, counterImageSources(visitCounterEndpoint())),
  )
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
