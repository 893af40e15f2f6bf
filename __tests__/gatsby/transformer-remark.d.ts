// gatsby-transformer-remark ships no types: the one hook front-matter.test.ts calls of it.
declare module "gatsby-transformer-remark/gatsby-node" {
  export function onCreateNode(args: never, options: never): Promise<void>
}
