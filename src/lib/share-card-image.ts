import { absoluteUrl } from "./links"

// A page's share card (gatsby/share-cards/share-cards.ts draws it when the site is built): its file
// under the site's root, its size and the text that names the page for a reader who cannot see it.
// Each page's context carries its own; its head names it in og:image.
export type ShareCardImage = { path: string; width: number; height: number; alt: string }

// The share card as the head's Open Graph and Twitter tags take it: an absolute URL.
export const shareImage = (siteUrl: string, card: ShareCardImage | null | undefined) =>
  card
    ? {
        url: absoluteUrl(siteUrl, card.path),
        width: card.width,
        height: card.height,
        alt: card.alt,
      }
    : undefined
