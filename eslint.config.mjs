import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/public/",
      "**/.cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    settings: { react: { version: "detect" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react/jsx-key": "error",
      "react/no-array-index-key": "error",
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      // Leaving a prop out of a spread ({ children, ...rest }) is not an unused variable.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // A *.static.tsx module is swapped out of the browser bundle (docs/architecture.md): the
    // server's HTML stays, and nothing in it ever runs in the browser.
    files: ["**/*.static.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          ["CallExpression[callee.name=/^use[A-Z]/]", "a hook (state, effects, context)"],
          ["CallExpression[callee.property.name=/^use[A-Z]/]", "a hook (state, effects, context)"],
          ["JSXAttribute[name.name=/^on[A-Z]/]", "an event handler"],
          ["JSXAttribute[name.name='ref']", "a ref"],
        ].map(([selector, what]) => ({
          selector,
          message:
            `${what} in a *.static.tsx module does nothing in the built site: the browser gets ` +
            "the server's HTML and none of this code. To make the part interactive, rename the " +
            "file to *.tsx with a named export (and update src/sections.tsx), or move the " +
            "interactive element into a component of its own outside it (docs/architecture.md).",
        })),
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["eslint.config.mjs"], languageOptions: { sourceType: "module" } },
)
