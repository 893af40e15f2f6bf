import type { IGatsbyImageData } from "gatsby-plugin-image"

// Typed fixtures shared by the unit tests: the page query's data as the build would hand it over.

export const imageData = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 480,
  height: 300,
  images: { fallback: { src, srcSet: `${src} 480w`, sizes: "(min-width: 480px) 480px, 100vw" } },
})

const imageFile = (src: string) => ({ childImageSharp: { gatsbyImageData: imageData(src) } })

export const profile = {
  name: "Ada Analyst",
  role: "Data Analyst",
  headline: "I turn data into actionable insights.",
  intro: "Fresh graduate who loves numbers.",
  resume: "/resume.png",
  photo: imageFile("/photo.jpg"),
  socialImage: {
    childImageSharp: { resize: { src: "/static/card.jpg", width: 1200, height: 630 } },
  },
  stats: [
    { value: "3+", label: "Languages" },
    { value: "5+", label: "Tools" },
    { value: "∞", label: "Insights" },
  ],
  journey: ["B.Tech in Computer Science graduate from a technological university."],
  highlights: ["Fresh Graduate", "B.Tech Computer Science"],
  education: "B.Tech in Computer Science",
  focusAreas: ["Data Analysis", "Machine Learning", "Business Intelligence & Visualization"],
  goal: "To transform data into insights that drive business growth.",
  email: "ada@example.com",
  phone: "+91 90000 00000",
  linkedin: "https://www.linkedin.com/in/ada",
  github: "https://github.com/ada",
  location: "India",
  responseTime: "24 hours",
} satisfies Queries.IndexPageQuery["profileYaml"]

export const skills: ReadonlyArray<Queries.SkillCardFieldsFragment> = [
  ["SQL", 90],
  ["Excel", 95],
  ["Python", 85],
  ["Customer Segmentation", 80],
  ["Targeted Marketing", 75],
  ["Data Cleaning", 90],
  ["EDA", 88],
  ["KPI Dashboards", 85],
  ["Data Visualization", 87],
  ["Data Storytelling", 82],
].map(([name, level]) => ({
  name: name as string,
  level: level as number,
  description: `${name} description.`,
  icon: "chart",
}))

export const project = (
  overrides: Partial<Queries.ProjectCardFieldsFragment> = {},
): Queries.ProjectCardFieldsFragment => ({
  title: "Sales Analytics Dashboard",
  description: "Revenue against targets.",
  tags: ["Python", "Pandas", "Visualization", "KPIs"],
  status: "coming-soon",
  priority: "high",
  liveUrl: null,
  codeUrl: null,
  image: imageFile("/sales.jpg"),
  ...overrides,
})

export const projects: ReadonlyArray<Queries.ProjectCardFieldsFragment> = [
  project(),
  project({ title: "Customer Segmentation Analysis", priority: "medium" }),
  project({ title: "Financial Performance Tracker", priority: "low" }),
]

export const indexPageData: Queries.IndexPageQuery = {
  profileYaml: profile,
  allSkillsYaml: { nodes: skills },
  allProjectsYaml: { nodes: projects },
}
