import { readFileSync } from "node:fs"
import yaml from "js-yaml"

// The owner's content as the tests expect to find it on the page.
const read = <T>(file: string) => yaml.load(readFileSync(`content/${file}`, "utf8")) as T

export const profile = read<{
  name: string
  email: string
  phone: string
  location: string
  responseTime: string
}>("profile.yaml")
export const skills =
  read<Array<{ name: string; level: number; description: string }>>("skills.yaml")
export const projects = read<Array<{ title: string; description: string }>>("projects.yaml")
