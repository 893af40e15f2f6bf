// @ts-check
// The lint rule for *.static.tsx modules: their code never runs in the browser (README.md), so
// state, effects, refs and handlers there would silently do nothing in the built site.
const why =
  "in a *.static.tsx module does nothing in the built site: the browser gets the server's HTML " +
  "and none of this code. To make the part interactive, rename the file to *.tsx with a named " +
  "export, or move the interactive element into a component of its own outside it " +
  "(plugins/gatsby-plugin-static-by-default/README.md)."

const refused = [
  ["CallExpression[callee.name=/^use[A-Z]/]", "a hook (state, effects, context)"],
  ["CallExpression[callee.property.name=/^use[A-Z]/]", "a hook (state, effects, context)"],
  ["JSXAttribute[name.name=/^on[A-Z]/]", "an event handler"],
  ["JSXAttribute[name.name='ref']", "a ref"],
]

export const staticModules = {
  files: ["**/*.static.tsx"],
  rules: {
    "no-restricted-syntax": [
      "error",
      ...refused.map(([selector, what]) => ({ selector, message: `${what} ${why}` })),
    ],
  },
}
