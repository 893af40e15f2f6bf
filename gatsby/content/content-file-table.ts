import type { z } from "zod"
import {
  profileSchema,
  projectsSchema,
  resumeSchema,
  skillsSchema,
  viewsSchema,
  type Folders,
} from "./content-schema"

type ContentFile = {
  schema: (folders: Folders) => z.ZodType
  // One object of fields, or a list whose entries a message names by their noun, their number and
  // the field that names them ("skill 2 "SQL""); `example` shows the file's first line.
  shape:
    | { kind: "fields"; example: string }
    | { kind: "list"; example: string; noun: string; key: string }
  // An optional file may be left out: its part of the site is not built.
  optional?: true
  // Fields of a format the file borrows from that it does not take, each with the reason: a message
  // says so instead of asking whether the field is a typo.
  foreignFields?: Record<string, string>
}

// The owner's content files, one entry each: `<name>.yaml` in the content folder, the GraphQL type
// `<Name>Yaml`. The build's checks (checks/validate-content.ts), the GraphQL types
// (content-types.ts) and the browser tests' reader of the content (e2e/owner-content.ts) all follow
// this table: a new content file is an entry here and its schema, and its own checks, if any, in
// checks/file-checks.ts.
export const contentFiles = {
  profile: {
    schema: profileSchema,
    shape: { kind: "fields", example: '"name: Your Name"' },
  },
  skills: {
    schema: skillsSchema,
    shape: { kind: "list", example: '"- name: SQL"', noun: "skill", key: "name" },
  },
  projects: {
    schema: projectsSchema,
    shape: { kind: "list", example: '"- title: Sales Dashboard"', noun: "project", key: "title" },
  },
  resume: {
    schema: resumeSchema,
    shape: { kind: "fields", example: '"summary: A data analyst who …"' },
    optional: true,
    foreignFields: {
      $schema: "JSON Resume's own field, which /resume.json writes",
      meta: "JSON Resume's own field, which /resume.json writes",
      basics: "written once, in profile.yaml (name, role, contacts, links)",
      volunteer: "a JSON Resume section the résumé does not print",
      publications: "a JSON Resume section the résumé does not print",
      interests: "a JSON Resume section the résumé does not print",
      references: "a JSON Resume section the résumé does not print",
    },
  },
  views: {
    schema: viewsSchema,
    shape: { kind: "list", example: '"- segment: marketing-analytics"', noun: "view", key: "segment" },
    optional: true,
  },
} as const satisfies Record<string, ContentFile>

export type ContentName = keyof typeof contentFiles

export const contentNames = Object.keys(contentFiles) as ContentName[]

export const contentFileName = (name: ContentName) => `${name}.yaml`

// A file's content as the owner writes it (before the schema's defaults and trimming).
export type ContentInput<Name extends ContentName> = z.input<
  ReturnType<(typeof contentFiles)[Name]["schema"]>
>

export const contentFile = (name: ContentName): ContentFile => contentFiles[name]
