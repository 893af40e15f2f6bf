// The longest a page address's slug may be (DESIGN.md's rule, then this cut): past it, a slug is
// cut at its last "-" within the limit (mid-word only when it has none), so that every file named
// after it (/projects/<slug>/index.html, static/share/project-<slug>-<digest>.png,
// <slug>-resume.pdf) stays far under the 255 bytes a file name may have. Two titles cut to the same
// slug are refused by the checks, as two titles of one slug are.
export const MAX_SLUG_LENGTH = 80

// A project's page address: its title in lower case, each run of characters other than a-z and 0-9
// one "-", none at either end; letters with accents first become their ASCII letters, as Gatsby's
// own slugify does ("Customer Segmentation Analysis" -> customer-segmentation-analysis).
export const projectSlug = (title: string) => {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  const end = slug.lastIndexOf("-", MAX_SLUG_LENGTH)
  return slug.slice(0, end > 0 ? end : MAX_SLUG_LENGTH)
}

// The path of a project's case study, before the site's path prefix (withPrefix adds it).
export const caseStudyPath = (slug: string) => `/projects/${slug}/`
