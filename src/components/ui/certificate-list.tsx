import { graphql } from "gatsby"
import { resumeDate } from "../../lib/resume-dates"
import { visuallyHidden } from "../../styles/layout"
import { tokens } from "../../styles/tokens"
import { Icon } from "./icon"

const listStyle = {
  listStyle: "none",
  display: "grid",
  gap: tokens.space[3],
  marginTop: tokens.space[2],
}

const nameStyle = {
  color: tokens.colors.heading,
  fontWeight: tokens.fontWeights.semibold,
  "& a": { color: tokens.colors.primaryText, textUnderlineOffset: "0.2em" },
  // The link's icon follows its last word, also when the name wraps.
  "& svg": {
    display: "inline-block",
    width: "1em",
    height: "1em",
    marginLeft: tokens.space[1],
    verticalAlign: "-0.125em",
  },
}

type CertificateListProps = { certificates: ReadonlyArray<Queries.CertificateFieldsFragment> }

// The owner's certificates (resume.yaml's), each with its issuer and date, its name a link to the
// issuer's page that verifies it, where the owner gave one.
export function CertificateList({ certificates }: CertificateListProps) {
  return (
    <ul aria-label="Certificates" css={listStyle}>
      {certificates.map(({ name, issuer, date, url }) => {
        const meta = [issuer, date && resumeDate(date)].filter(Boolean).join(" · ")
        return (
          <li key={`${name}-${url ?? ""}`}>
            <p css={nameStyle}>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                  <Icon name="external-link" />
                  <span css={visuallyHidden}> (verify it at {new URL(url).host})</span>
                </a>
              ) : (
                name
              )}
            </p>
            {meta && <p>{meta}</p>}
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  fragment CertificateFields on ResumeYamlCertificates {
    name
    issuer
    date
    url
  }
`
