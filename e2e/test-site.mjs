// The sites the browser tests run against, built by e2e/build-site.mjs with these EmailJS
// settings, which point the contact form at the local mail sink that playwright.config.ts starts:
// the owner's site from content/, and a second owner's site from the tests' own content folder,
// built as a project site under a path prefix.
import { createHash } from "node:crypto"
import { tmpdir } from "node:os"
import path from "node:path"

export const SITE_PORT = Number(process.env.E2E_PORT ?? 9321)
export const SINK_PORT = Number(process.env.E2E_SINK_PORT ?? 9322)
export const FLOOR_PORT = Number(process.env.E2E_FLOOR_PORT ?? 9323)
export const FIXTURE_OWNER_PORT = Number(process.env.E2E_FIXTURE_OWNER_PORT ?? 9324)

export const FIXTURE_CONTENT = "__tests__/fixtures/content"
// The owner whose site is built as a deploy is, with its visits counted (COUNT_VISITS=true): its
// pages ask for the counter's pixel, which the browser tests answer (e2e/visits.spec.ts).
export const VISITS_COUNTED_CONTENT = FIXTURE_CONTENT
// One folder per checkout, so that two checkouts' test runs do not build into each other's. Both
// sites are built in copies of the project: the tests' EmailJS settings never reach its public/,
// which a deploy publishes.
const checkout = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 8)
export const OWNER_DIR = path.join(tmpdir(), `portfolio-e2e-owner-${checkout}`)
export const FIXTURE_OWNER_DIR = path.join(tmpdir(), `portfolio-e2e-fixture-owner-${checkout}`)
export const FIXTURE_OWNER_PREFIX = "/portfolio"
export const FIXTURE_OWNER_SITE_URL = "https://quinn.example"

export const testEmailJs = {
  publicKey: "test-public-key",
  serviceId: "test-service",
  templateId: "test-template",
  origin: `http://127.0.0.1:${SINK_PORT}`,
}
