// @ts-check
// A card's size and the room its parts take: 1200 x 630, the words on the left and, on the right,
// the panel where the chart, the picture or the facts are.

const WIDTH = 1200
const HEIGHT = 630
const PADDING = 64
const PANEL = { width: 500, height: HEIGHT - 2 * PADDING }

module.exports = { HEIGHT, PADDING, PANEL, WIDTH }
