// Where the icon sprite is served (gatsby/site-files/icon-sprite.ts builds it). Its own module, so
// that the icons' path data never reaches the browser bundle with it.
export const ICON_SPRITE_PATH = "/icons.svg"
