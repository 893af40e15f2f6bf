import { clickToLoad } from "gatsby-plugin-static-by-default/load"
import * as dashboard from "gatsby-remark-dashboards/click-to-load"
import * as chart from "gatsby-remark-vega-lite/click-to-load"
import * as chartSound from "gatsby-remark-vega-lite/listen-on-click"

// A case study's dashboards, live charts and charts' sound: each plugin renders its parts' buttons
// and exports what a click on one loads; this imports a part's code on its button's first click.
export default clickToLoad([dashboard, chart, chartSound])
