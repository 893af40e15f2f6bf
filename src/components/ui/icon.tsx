import { tokens } from "../../styles/tokens"

const iconStyle = {
  width: tokens.sizes.icon,
  height: tokens.sizes.icon,
  flexShrink: 0,
}

type IconProps = { path: string }

// A Material Design icon drawn inline: `path` is its path data from @mdi/js, or from iconPaths for
// an icon the owner names in content/. Inline rather than a <use> of a sprite file: the browser
// builds a shadow tree for each <use>, which made the page's first style, layout and paint dearer.
export function Icon({ path }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={iconStyle}>
      <path d={path} fill="currentColor" />
    </svg>
  )
}
