// @ts-check
// What an island is, for `gatsby build` (islands.js) and `gatsby develop` (develop.ts) alike: a
// folder of the site's islands folder with an `island.ts` or `island.tsx` module, named for the
// folder. The name is an attribute's value in the pages (data-island) and a part of the name of a
// page's module of islands (pages.js).

// The marks a page's HTML carries for its islands (island.ts), which the build reads back
// (pages.js): the island's name on each of its elements, and when it starts, where it starts with
// the page.
const ISLAND_ATTRIBUTE = "data-island"
const START_ATTRIBUTE = "data-island-start"

// The island's module in its folder.
const ISLAND_MODULES = ["island.ts", "island.tsx"]

const NAME = /^[a-z][a-z0-9-]*$/

/**
 * The island whose module `file` is (its path from the islands folder, "/" or the system's
 * separator between folders, "./" before it or not), or null if it is no island's module. A folder
 * whose name a page could not carry is refused.
 * @param {string} file
 * @returns {string | null}
 */
function islandOf(file) {
  const parts = file.split(/[\\/]/).filter((part) => part !== ".")
  if (parts.length !== 2 || !ISLAND_MODULES.includes(parts[1])) return null
  const [name] = parts
  if (!NAME.test(name))
    throw new Error(
      `The island folder "${name}" needs a name of lower-case letters, digits and hyphens, ` +
        "starting with a letter.",
    )
  return name
}

module.exports = { ISLAND_ATTRIBUTE, ISLAND_MODULES, START_ATTRIBUTE, islandOf }
