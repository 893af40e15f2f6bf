/** @jest-environment node */
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import {
  metaContentSecurityPolicy,
  securityHeaders,
} from "../../gatsby/site-files/security-headers"
import { countsVisits, visitCounterEndpoint } from "../../gatsby/site-files/visit-counter"
import { counterImageSources, pixelAddress } from "../../src/lib/visit-pixel"
import { contentCopy } from "../content-copy"

type Entry = Record<string, unknown>

// The tests' owner names the code quinn-portfolio in profile.yaml's visits.
const ENDPOINT = "https://quinn-portfolio.goatcounter.com/count"

describe("the visit counter", () => {
  it("counts only in a build that publishes the site, never in a deploy preview", () => {
    expect(countsVisits({})).toBe(false)
    expect(countsVisits({ COUNT_VISITS: "1" })).toBe(false)
    expect(countsVisits({ COUNT_VISITS: "true" })).toBe(true)
    expect(countsVisits({ COUNT_VISITS: "true", CONTEXT: "production" })).toBe(true)
    expect(countsVisits({ COUNT_VISITS: "true", CONTEXT: "deploy-preview" })).toBe(false)
    expect(countsVisits({ COUNT_VISITS: "true", CONTEXT: "branch-deploy" })).toBe(false)
    expect(countsVisits({ COUNT_VISITS: "true", CONTEXT: "dev" })).toBe(false)
  })

  it("is the owner's GoatCounter endpoint in such a build, and none without a code", () => {
    expect(visitCounterEndpoint({ COUNT_VISITS: "true" }, FIXTURE_CONTENT)).toBe(ENDPOINT)
    expect(visitCounterEndpoint({}, FIXTURE_CONTENT)).toBeNull()
    const { dir, edit } = contentCopy()
    edit<Entry>("profile.yaml", (profile) => delete profile.visits)
    expect(visitCounterEndpoint({ COUNT_VISITS: "true" }, dir)).toBeNull()
  })

  it("asks for the page's own path, the prefix included", () => {
    expect(pixelAddress(ENDPOINT, "/portfolio/for/bi-developer/")).toBe(
      `${ENDPOINT}?p=%2Fportfolio%2Ffor%2Fbi-developer%2F`,
    )
  })

  it("is allowed in the policy for images only, exactly its endpoint", () => {
    const sources = counterImageSources(ENDPOINT)
    const policy = metaContentSecurityPolicy("https://api.emailjs.com", [], sources)
    const directives = policy.split("; ")
    expect(directives).toContain(`img-src 'self' data: ${ENDPOINT}`)
    expect(directives.filter((directive) => directive.includes("goatcounter"))).toHaveLength(1)
    expect(securityHeaders("https://api.emailjs.com", [], sources)).toContain(
      `img-src 'self' data: ${ENDPOINT};`,
    )
    expect(
      metaContentSecurityPolicy("https://api.emailjs.com", [], counterImageSources(null)),
    ).toContain("img-src 'self' data:;")
  })

  it("refuses anything but a counter's endpoint in the policy", () => {
    for (const source of [
      "https://evil.example/count",
      "https://a.goatcounter.com/count https://evil.example",
      "https://a.goatcounter.com",
      "http://a.goatcounter.com/count",
    ])
      expect(() => metaContentSecurityPolicy("https://api.emailjs.com", [], [source])).toThrow(
        `Not a visit counter, refused in the Content-Security-Policy: ${source}`,
      )
  })
})
