/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { ownerFeatures, ownerOf, type SkipReason } from "../../e2e/owner-features"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

// The browser tests run on two owners (playwright.config.ts): content/ and the fixture. A test
// that skips where an owner lacks a feature must find it in one of them, or it tests nothing.
// OWNER_FEATURES_DIRS (two folders, ":"-separated) points the check at other owners, to see it fail.
const owners = (process.env.OWNER_FEATURES_DIRS ?? `content:${FIXTURE_CONTENT}`).split(":")

// The skips that the page decides, not the content: what its layout puts where. Each with why no
// fact of the owner's content decides it.
const skipsByThePage = new Map([
  [
    "this owner has no case study long enough to hold a block back",
    "a block is held back when the browser lays it out three screens or more down the page",
  ],
  [
    "no control of this owner's case studies is at a block's edge",
    "a control is at a block's edge where the style sheets put it, within a pixel",
  ],
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

  it("skip by a named feature, or by a reason of the page listed here", () => {
    const skipped = specs.flatMap((text) =>
      [...text.matchAll(/test\.skip\(\s*[^"]*?,\s*"([^"]+)"\s*,?\s*\)/g)].map(
        ([, reason]) => reason,
      ),
    )
    // The regular expression finds every test.skip of the specs with a condition.
    const calls = specs.reduce((sum, text) => sum + text.split("test.skip(").length - 1, 0)
    expect(skipped).toHaveLength(calls)
    expect(skipped.filter((reason) => !skipsByThePage.has(reason))).toEqual([])
    const named = specs.flatMap((text) =>
      [...text.matchAll(/skipWithout\(\s*"([^"]+)"/g)].map(([, reason]) => reason),
    )
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((reason) => !(reason in ownerFeatures))).toEqual([])
    // And every named feature is one a test skips without.
    expect(Object.keys(ownerFeatures).filter((reason) => !named.includes(reason))).toEqual([])
  })
})
