import type { ComponentProps } from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = ComponentProps<"a"> & { to: string }

// Gatsby's recommended module mock: graphql tags are inert, Link is a plain anchor.
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: ({ to, children, ...rest }: LinkProps) => (
    <a {...rest} href={to}>
      {children}
    </a>
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
