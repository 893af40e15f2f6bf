import { clickToLoad } from "gatsby-plugin-static-by-default/load"
import * as dashboard from "gatsby-remark-dashboards/click-to-load"
import * as chart from "gatsby-remark-vega-lite/click-to-load"

// A case study's dashboards and live charts: each plugin renders its parts' buttons and exports
// what a click on one loads; this imports a part's code on its button's first click.
export default clickToLoad([dashboard, chart])
