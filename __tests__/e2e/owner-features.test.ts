/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { ownerFeatures, ownerOf, type SkipReason } from "../../e2e/owner-features"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

// The browser tests run on two owners (playwright.config.ts): content/ and the fixture. A test
// that skips where an owner lacks a feature must find it in one of them, or it tests nothing.
// OWNER_FEATURES_DIRS (two folders, ":"-separated) points the check at other owners, to see it fail.
const owners = (process.env.OWNER_FEATURES_DIRS ?? `content:${FIXTURE_CONTENT}`).split(":")

// The skips still decided inside their specs, on the page or by the spec's own reading of the
// content, not yet by a predicate of e2e/owner-features.ts: listed so that a new skip is seen.
const skipsDecidedInTheirSpecs = new Set([
  "no case study of this owner has a dashboard or a live chart",
  "no control of this owner's case studies is at a block's edge",
  "no resume: the hero test checks that its button is gone",
  "no skill of this owner has work behind it",
  "no skill of this owner links into a case study",
  "resume.yaml's PDF replaces the file (resume.spec.ts)",
  "this owner has no SQL case study",
  "this owner has no case study long enough to hold a block back",
  "this owner has no chart",
  "this owner has no chart that pans or picks",
  "this owner has no chart with tooltips",
  "this owner has no dashboard",
  "this owner has no interactive chart",
  "this owner has no line or area with tooltips",
  "this owner has no published case study",
  "this owner has no published dashboard",
  "this owner lists no certificate",
  "this owner's home page links no other page",
  "this owner's site has no https address: no query links to the shell",
  "this owner's page has one interactive chart",
])

const specs = readdirSync("e2e")
  .filter((file) => file.endsWith(".spec.ts"))
  .map((file) => readFileSync(path.join("e2e", file), "utf8"))

describe("the browser tests that skip where an owner lacks a feature", () => {
  it("find every feature they need in one of the two test owners", () => {
    const both = owners.map(ownerOf)
    const reasons = Object.keys(ownerFeatures) as SkipReason[]
    const lackedByBoth = reasons.filter((reason) =>
      both.every((owner) => !ownerFeatures[reason](owner)),
    )
    expect(lackedByBoth).toEqual([])
  })

  it("skip by a named feature, or by a reason listed here", () => {
    const skipped = specs.flatMap((text) =>
      [...text.matchAll(/test\.skip\(\s*[^"]*?,\s*"([^"]+)"\s*,?\s*\)/g)].map(
        ([, reason]) => reason,
      ),
    )
    // The regular expression finds every test.skip of the specs with a condition.
    const calls = specs.reduce((sum, text) => sum + text.split("test.skip(").length - 1, 0)
    expect(skipped).toHaveLength(calls)
    expect(skipped.filter((reason) => !skipsDecidedInTheirSpecs.has(reason))).toEqual([])
    const named = specs.flatMap((text) =>
      [...text.matchAll(/skipWithout\(\s*"([^"]+)"/g)].map(([, reason]) => reason),
    )
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((reason) => !(reason in ownerFeatures))).toEqual([])
  })
})
