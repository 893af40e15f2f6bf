// @ts-check
// The lint rule for the modules outside the islands folder: none of their code runs in a built
// page (README.md), so state, effects, refs and handlers there would silently do nothing.
const why =
  "outside the islands folder does nothing in the built site: the browser gets the server's " +
  "HTML and none of this code. To make the part interactive, make it an island: a folder of " +
  "src/islands with its server-rendered part and its module (src/islands/README.md)."

// useId is the one hook that works in the server's rendering alone: it names elements.
const refused = [
  ["CallExpression[callee.name=/^use(?!Id$)[A-Z]/]", "a hook (state, effects, context)"],
  ["CallExpression[callee.property.name=/^use(?!Id$)[A-Z]/]", "a hook (state, effects, context)"],
  ["JSXAttribute[name.name=/^on[A-Z]/]", "an event handler"],
  ["JSXAttribute[name.name='ref']", "a ref"],
]

/**
 * The rule over the site's components (`files`), less its islands folder (`islands`).
 * @param {{ files?: string[], islands?: string }} [where]
 */
export const serverOnlyModules = ({ files = ["src/**/*.tsx"], islands = "src/islands" } = {}) => ({
  files,
  ignores: [`${islands}/**`],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...refused.map(([selector, what]) => ({ selector, message: `${what} ${why}` })),
    ],
  },
})
