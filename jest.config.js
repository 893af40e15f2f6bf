// Gatsby's documented Jest setup (docs: how-to/testing/unit-testing), with TypeScript and emotion.
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json", "node"],
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-plugin-image|d3-dsv)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest-setup.ts"],
}
