import { CacheProvider } from "@emotion/react"
import { browserEmotionCache } from "../../lib/emotion-cache"
import { hydrateAsTransition } from "../../lib/hydrate-as-transition"
import { SiteRoot } from "../../wrap-root-element"
import { ContactForm } from "./contact-form"

// The form, hydrated as the server rendered it: in the site's root (its error boundary), with the
// styles the page already has, and the props its island's element carries.
export function hydrate(root: HTMLElement) {
  hydrateAsTransition(
    <CacheProvider value={browserEmotionCache()}>
      <SiteRoot>
        <ContactForm ownerEmail={root.dataset.ownerEmail ?? ""} />
      </SiteRoot>
    </CacheProvider>,
    root,
  )
}
