import type { GatsbyNode } from "gatsby"

// The content's schema, declared so that a field missing from every entry still exists, and a
// required field left out of one entry fails the build instead of rendering an empty card.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SkillsYaml implements Node @dontInfer {
      name: String!
      level: Int!
      description: String!
      icon: String!
    }

    type ProjectsYaml implements Node @dontInfer {
      title: String!
      description: String!
      image: File! @fileByRelativePath
      tags: [String!]!
      status: String!
      priority: String!
      liveUrl: String
      codeUrl: String
    }

    type ProfileStat {
      value: String!
      label: String!
    }

    type ProfileYaml implements Node @dontInfer {
      name: String!
      role: String!
      headline: String!
      intro: String!
      photo: File! @fileByRelativePath
      resume: String!
      stats: [ProfileStat!]!
      journey: [String!]!
      highlights: [String!]!
      education: String!
      focusAreas: [String!]!
      goal: String!
      email: String!
      phone: String!
      linkedin: String!
      github: String!
      location: String!
      responseTime: String!
    }
  `)
}
