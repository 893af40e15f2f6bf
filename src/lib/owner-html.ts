// The attribute of the one element whose inside is the owner's own HTML (a case study's Markdown or
// notebook, src/components/case-study/case-study.tsx): the build lets no script inside it run
// (gatsby/site-files/inline-scripts.ts).
export const OWNER_HTML_ATTRIBUTE = "data-owner-html"
