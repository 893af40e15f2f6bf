// The musts of docs/performance.md, written once: npm run bench measures them all, and the browser
// tests (e2e/budget.spec.ts) hold the script budget on every run. Ratios are to the framework floor
// (bench/floor) or to the sample owner measured in the same run: absolute times differ between
// machines.
export const budgets = {
  // For every page type, against the floor in the same run.
  scriptBytesOverFloor: 1.15,
  mainThreadOverFloor: 1.75,
  tbtOverFloorMs: 40,
  // Script before any interaction (islands), gzipped: a page without the contact form, and the
  // home page with it (the form's own code loads as a visitor comes near it or uses it).
  pageScriptBytes: 6_000,
  homeScriptBytes: 10_000,
  // Against the same page with JavaScript off (its HTML alone, the limit), simulated: LCP,
  // main-thread work and TBT.
  lcpOverNoScript: 1.2,
  mainThreadOverNoScript: 1.15,
  tbtOverNoScriptMs: 10,
  simulate: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1, cls: 0.01 },
  devtools: { performance: 1, lcpMs: 1200 },
  coldBuildSeconds: 90,
  // The generated large owner against the sample, same run.
  largeColdBuildOverSample: 10,
  largeRebuildOverSample: 1.5,
  largeHomeScriptOverSample: 1.02,
  // A case study of five queries over a Parquet file of 1,000,000 rows, on a cold build.
  sqlColdBuildSeconds: 5,
  // The résumé's PDF, one page.
  resumePdfBytes: 100_000,
  // Loaded on a click, gzipped: a dashboard's script; the live chart's code (once for all charts)
  // and one chart's live spec.
  dashboardScriptBytes: 2_048,
  liveChartScriptBytes: 220_000,
  liveChartSpecBytes: 25_000,
  // A chart's keyboard reading, loaded on a chart's first focus, and its sound, on a click
  // (gzipped); what a chart's structure adds to its drawings (gzipped, a share of them).
  chartReaderBytes: 15_000,
  chartSoundBytes: 45_000,
  chartStructureShare: 0.1,
  // A page's share card: drawn in under a second (the large owner's, each), and its PNG's weight.
  shareCardMs: 1_000,
  shareCardBytes: 300_000,
}
