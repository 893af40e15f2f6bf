const gatsby = jest.requireActual("gatsby")

// Gatsby's recommended module mock: graphql tags are inert in unit tests.
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
}
