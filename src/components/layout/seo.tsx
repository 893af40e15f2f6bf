import { withPrefix } from "gatsby"

type SeoProps = { title: string; description?: string; noindex?: boolean }

// The head tags every page shares, rendered through Gatsby's Head API.
export function Seo({ title, description, noindex }: SeoProps) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
    </>
  )
}
