import type { ReactNode } from "react"
import { navigationLinks } from "../../navigation"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "../../islands/site-header/site-header"
import { SkipLink } from "./skip-link"

type SiteFrameProps = {
  profile: Queries.SiteFooterFieldsFragment
  // The home page's path from this page: "" on the home page, its full path on any other.
  home: string
  children: ReactNode
}

// What every page of the site has around its main: the skip link, the header and the footer.
export function SiteFrame({ profile, home, children }: SiteFrameProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader name={profile.name} links={navigationLinks} home={home} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* The footer's Quick Links leave out the top of the page, which the brand link reaches. */}
      <SiteFooter profile={profile} quickLinks={navigationLinks.slice(1)} home={home} />
    </>
  )
}
