import type { IGatsbyImageData } from "gatsby-plugin-image"

type Props = {
  image: IGatsbyImageData
  alt: string
  // "eager" for an image in the first screen: loaded at once, and first among the page's images.
  loading?: "eager" | "lazy"
  className?: string
}

// An image of the data layer (gatsbyImageData) as the HTML a browser loads by itself: a <picture>
// with its formats and widths, the image's size for its box before it loads, and its dominant
// colour under it. gatsby-plugin-image's own component needs a script of its own after each image
// and another in the head to show them (docs/performance.md).
export function Picture({ image, alt, loading = "lazy", className }: Props) {
  const { images, width, height, backgroundColor } = image
  return (
    <picture>
      {images.sources?.map(({ srcSet, type, sizes, media }) => (
        <source
          key={`${type}${media ?? ""}`}
          type={type}
          srcSet={srcSet}
          sizes={sizes}
          media={media}
        />
      ))}
      <img
        className={className}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === "eager" && { fetchpriority: "high" })}
        style={{ backgroundColor }}
      />
    </picture>
  )
}
