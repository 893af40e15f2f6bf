import { graphql, useStaticQuery, withPrefix } from "gatsby"
import type { ReactNode } from "react"

type SocialImage = { src: string; width: number; height: number; alt: string }

type SeoProps = {
  title: string
  description?: string
  path?: string
  image?: SocialImage
  noindex?: boolean
  children?: ReactNode
}

// An absolute URL for a path of this site: page paths get the path prefix of a project site,
// asset paths that already carry it keep it.
export function useAbsoluteUrl() {
  const siteUrl =
    useStaticQuery<Queries.SiteUrlQuery>(graphql`
      query SiteUrl {
        site {
          siteMetadata {
            siteUrl
          }
        }
      }
    `).site?.siteMetadata?.siteUrl ?? ""
  return (path: string) => `${siteUrl}${path.startsWith(withPrefix("/")) ? path : withPrefix(path)}`
}

// The head tags of a page, rendered through Gatsby's Head API: title, description, canonical URL,
// Open Graph and Twitter cards. Icons, the manifest and theme colour come from gatsby-plugin-manifest.
export function Seo({ title, description, path, image, noindex, children }: SeoProps) {
  const absoluteUrl = useAbsoluteUrl()
  const url = path === undefined ? undefined : absoluteUrl(path)
  const imageUrl = image && absoluteUrl(image.src)

  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={imageUrl} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={imageUrl} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {children}
    </>
  )
}
