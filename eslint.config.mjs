import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import { serverOnlyModules } from "gatsby-plugin-static-by-default/eslint"
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
  // Outside src/islands nothing runs in a built page: no hooks, refs or handlers there.
  serverOnlyModules(),
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["eslint.config.mjs"], languageOptions: { sourceType: "module" } },
  {
    // Scripts of the site's pages, in the browser (a dashboard's click, a chart's live view, its
    // keyboard reading and its sound).
    files: [
      "plugins/gatsby-remark-dashboards/embed.mjs",
      "plugins/gatsby-remark-dashboards/click-to-load.mjs",
      "plugins/gatsby-remark-vega-lite/explorer.mjs",
      "plugins/gatsby-remark-vega-lite/click-to-load.mjs",
      "plugins/gatsby-remark-vega-lite/listen-on-click.mjs",
      "plugins/gatsby-remark-vega-lite/chart-reader.mjs",
      "plugins/gatsby-remark-vega-lite/chart-sound.mjs",
    ],
    languageOptions: { globals: globals.browser, sourceType: "module" },
  },
  {
    // No function of the site's source over 100 lines, blank lines and comments counted: a longer
    // one is split by what each part does. Tests are not held to it.
    files: [
      "{src,gatsby}/**/*.{js,mjs,cjs,ts,tsx}",
      "{plugins,packages}/*/**/*.{js,mjs,cjs,ts,tsx}",
      "gatsby-*.{ts,tsx}",
    ],
    ignores: ["**/test/**", "**/__tests__/**", "**/*.test.*", "e2e/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // The local plugins' and packages' tests run in Node's own runner (node --test), as ES modules.
    files: ["plugins/*/test/**/*.mjs", "packages/*/test/**/*.mjs"],
    languageOptions: { globals: globals.node, sourceType: "module" },
  },
)
