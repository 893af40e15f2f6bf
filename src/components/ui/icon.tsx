import type { Theme } from "@emotion/react"
import {
  mdiAccountGroup,
  mdiAlertCircleOutline,
  mdiArrowRight,
  mdiBroom,
  mdiBullseyeArrow,
  mdiChartBar,
  mdiCheckDecagram,
  mdiClockOutline,
  mdiClose,
  mdiCodeTags,
  mdiCreation,
  mdiDatabase,
  mdiDownload,
  mdiEmailOutline,
  mdiGithub,
  mdiLanguagePython,
  mdiLightbulbOnOutline,
  mdiLinkedin,
  mdiMagnify,
  mdiMapMarkerOutline,
  mdiMenu,
  mdiMicrosoftExcel,
  mdiOpenInNew,
  mdiPhoneOutline,
  mdiPresentation,
  mdiRocketLaunchOutline,
  mdiSchoolOutline,
  mdiSend,
  mdiTarget,
  mdiViewDashboard,
} from "@mdi/js"

// The icons the site can show. Skills name theirs in content/skills.yaml by these keys.
const iconPaths = {
  alert: mdiAlertCircleOutline,
  "arrow-right": mdiArrowRight,
  broom: mdiBroom,
  chart: mdiChartBar,
  check: mdiCheckDecagram,
  clock: mdiClockOutline,
  close: mdiClose,
  code: mdiLanguagePython,
  "code-tags": mdiCodeTags,
  database: mdiDatabase,
  dashboard: mdiViewDashboard,
  download: mdiDownload,
  email: mdiEmailOutline,
  "external-link": mdiOpenInNew,
  github: mdiGithub,
  goal: mdiBullseyeArrow,
  idea: mdiLightbulbOnOutline,
  linkedin: mdiLinkedin,
  location: mdiMapMarkerOutline,
  menu: mdiMenu,
  phone: mdiPhoneOutline,
  presentation: mdiPresentation,
  rocket: mdiRocketLaunchOutline,
  school: mdiSchoolOutline,
  search: mdiMagnify,
  send: mdiSend,
  sparkles: mdiCreation,
  spreadsheet: mdiMicrosoftExcel,
  target: mdiTarget,
  users: mdiAccountGroup,
} as const

export type IconName = keyof typeof iconPaths

export const isIconName = (name: string): name is IconName => Object.hasOwn(iconPaths, name)

const iconStyle = (theme: Theme) => ({
  width: theme.sizes.icon,
  height: theme.sizes.icon,
  flexShrink: 0,
})

type IconProps = { name: IconName }

export function Icon({ name }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={iconStyle}>
      <path d={iconPaths[name]} fill="currentColor" />
    </svg>
  )
}
