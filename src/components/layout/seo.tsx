import type { ReactNode } from "react"

type SocialImage = { url: string; width: number; height: number; alt: string }

// URLs here are absolute (absoluteUrl, src/lib/links.ts).
type SeoProps = {
  title: string
  description?: string
  url?: string
  image?: SocialImage
  noindex?: boolean
  type?: "website" | "article"
  children?: ReactNode
}

// The head tags of a page, rendered through Gatsby's Head API: title, description, canonical URL,
// Open Graph and Twitter cards. Icons, the manifest and theme colour come from gatsby-plugin-manifest.
export function Seo({
  title,
  description,
  url,
  image,
  noindex,
  type = "website",
  children,
}: SeoProps) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {children}
    </>
  )
}
