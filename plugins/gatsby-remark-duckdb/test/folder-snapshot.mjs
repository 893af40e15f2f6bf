// @ts-check
// Every file of a folder with a digest of its bytes (a folder as "name/"): the tests compare the
// content folder before and after the queries run, to show that nothing in it changed.
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

export const snapshot = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => {
      try {
        return `${file} ${createHash("sha256")
          .update(readFileSync(path.join(dir, file)))
          .digest("hex")}`
      } catch {
        return `${file}/`
      }
    })
