// @ts-check
// The anchor of a case study's dashboard, in a module of its own that imports nothing, so that the
// pages that link a dashboard (a project's card, in the browser's bundle too) spell it as the
// figure does.

// The anchor of a case study's `number`th dashboard (from 1), in the project's order.
const dashboardAnchor = (/** @type {number} */ number) => `dashboard-${number}`

module.exports = { dashboardAnchor }
