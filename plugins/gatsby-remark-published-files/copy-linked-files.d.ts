// gatsby-remark-copy-linked-files ships no types: the one call this plugin makes of it.
declare module "gatsby-remark-copy-linked-files" {
  function copyLinkedFiles(
    args: object,
    options: { destinationDir?: string; ignoreFileExtensions?: string[] },
  ): Promise<unknown>
  export = copyLinkedFiles
}
