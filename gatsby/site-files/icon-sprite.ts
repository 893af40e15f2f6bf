import { iconPaths } from "../../src/lib/icon-paths"

export { ICON_SPRITE_PATH } from "../../src/lib/icon-sprite-path"

// Every icon as a <symbol> in one SVG file, /icons.svg (written by gatsby-node): the path data is
// neither JavaScript nor part of the page's HTML, and the browser caches it.
export const iconSpriteSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(iconPaths)
    .map(([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`)
    .join("")}</svg>`
