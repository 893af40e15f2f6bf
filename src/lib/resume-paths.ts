import { projectSlug } from "./case-study-path"

// Where the résumé lives on the site when content/resume.yaml exists: its page, its PDF (a file
// name that carries the owner's name, as an application's attachment should), its JSON Resume.
export const RESUME_PAGE = "/resume/"
export const RESUME_JSON = "/resume.json"

export const resumePdfName = (ownerName: string) => {
  const slug = projectSlug(ownerName)
  return slug ? `${slug}-resume.pdf` : "resume.pdf"
}

export const resumePdfPath = (ownerName: string) => `${RESUME_PAGE}${resumePdfName(ownerName)}`
