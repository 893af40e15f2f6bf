import { onApproachOrUse } from "gatsby-plugin-static-by-default/load"

// The contact form (contact-form-island.tsx): React, emotion, notistack and the form's code load
// and hydrate it when a visitor comes near it or starts to use it. What they type before that
// stays in the fields, and the form takes it up (src/contact/use-contact-form.ts).
export default function start(roots: HTMLElement[]) {
  // In development React renders the whole page, the form with it.
  if (process.env.NODE_ENV !== "production") return
  for (const root of roots)
    onApproachOrUse(root, () => import("./hydrate").then(({ hydrate }) => hydrate(root)))
}
