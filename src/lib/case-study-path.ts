// A project's page address: its title in lower case, each run of characters other than a-z and 0-9
// one "-", none at either end; letters with accents first become their ASCII letters, as Gatsby's
// own slugify does ("Customer Segmentation Analysis" -> customer-segmentation-analysis).
export const projectSlug = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

// The path of a project's case study, before the site's path prefix (withPrefix adds it).
export const caseStudyPath = (slug: string) => `/projects/${slug}/`
