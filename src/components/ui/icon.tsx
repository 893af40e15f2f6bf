import { tokens } from "../../styles/tokens"
import { withPrefix } from "gatsby"
import type { IconName } from "../../lib/icon-paths"
import { ICON_SPRITE_PATH } from "../../lib/icon-sprite-path"

export type { IconName }

const iconStyle = {
  width: tokens.sizes.icon,
  height: tokens.sizes.icon,
  flexShrink: 0,
}

type IconProps = { name: IconName }

// An icon from the site's sprite file (gatsby/site-files/icon-sprite.ts).
export function Icon({ name }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={iconStyle}>
      <use href={`${withPrefix(ICON_SPRITE_PATH)}#${name}`} fill="currentColor" />
    </svg>
  )
}
