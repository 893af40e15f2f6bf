/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  emailJsEnv,
  loadEmailJsConfig,
  missingEmailJsSettings,
  missingSettingsMessage,
} from "../../gatsby/emailjs/emailjs-config.mjs"

const folder = mkdtempSync(join(tmpdir(), "emailjs-"))
let count = 0
const yamlFile = (text: string) => {
  const file = join(folder, `emailjs-${count++}.yaml`)
  writeFileSync(file, text)
  return file
}

// The sentences of the settings' problems.
const problemsOf = (env: Record<string, string>, file: string) =>
  loadEmailJsConfig(env, file).problems.map(({ message }) => message)

const good = yamlFile(
  'publicKey: file-key\nserviceId: file-service\ntemplateId: "file-template"\norigin: ""\n',
)

describe("EmailJS configuration", () => {
  it("takes the content file's values", () => {
    expect(loadEmailJsConfig({}, good)).toEqual({
      config: {
        publicKey: "file-key",
        serviceId: "file-service",
        templateId: "file-template",
        origin: "https://api.emailjs.com",
      },
      problems: [],
    })
  })

  it("lets each GATSBY_EMAILJS_* variable override its value, origin included", () => {
    const env = {
      GATSBY_EMAILJS_PUBLIC_KEY: "env-key",
      GATSBY_EMAILJS_TEMPLATE_ID: "env-template",
      GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9001/",
    }
    expect(loadEmailJsConfig(env, good).config).toEqual({
      publicKey: "env-key",
      serviceId: "file-service",
      templateId: "env-template",
      origin: "http://127.0.0.1:9001",
    })
  })

  it("names the settings that are missing, and says so in one sentence", () => {
    const { config } = loadEmailJsConfig({}, yamlFile('publicKey: "  "\n'))
    expect(missingEmailJsSettings(config)).toEqual(["publicKey", "serviceId", "templateId"])
    expect(missingSettingsMessage(["serviceId"])).toMatch(
      /^The contact form cannot send: EmailJS serviceId \(GATSBY_EMAILJS_SERVICE_ID\) is empty in .*emailjs\.yaml and the environment\.$/,
    )
    expect(missingEmailJsSettings(loadEmailJsConfig({}, good).config)).toEqual([])
  })

  it("has no problem with a missing or empty file: the form then only lacks its keys", () => {
    expect(problemsOf({}, join(folder, "none.yaml"))).toEqual([])
    expect(problemsOf({}, yamlFile(""))).toEqual([])
  })

  it("turns the settings into the variables the build reads", () => {
    expect(emailJsEnv(loadEmailJsConfig({}, good).config)).toEqual({
      GATSBY_EMAILJS_PUBLIC_KEY: "file-key",
      GATSBY_EMAILJS_SERVICE_ID: "file-service",
      GATSBY_EMAILJS_TEMPLATE_ID: "file-template",
      GATSBY_EMAILJS_ORIGIN: "https://api.emailjs.com",
    })
  })

  it("refuses a number, an unknown key, and an origin that is not a bare https origin", () => {
    const file = yamlFile(
      'publicKey: 12345\nserviceid: service_1\norigin: "https://api.emailjs.com; script-src https://evil.example"\n',
    )
    expect(
      loadEmailJsConfig({}, file).problems.map(({ file, line, column }) => ({
        file,
        line,
        column,
      })),
    ).toEqual([
      { file, line: 1, column: 12 },
      { file, line: 3, column: 9 },
      { file, line: 2, column: 1 },
    ])
    expect(problemsOf({}, file)).toEqual([
      `${file}, field "publicKey": expected a text (quote it if it looks like a number), got 12345`,
      `${file}, field "origin": expected a bare https origin such as https://api.emailjs.com (http only for localhost), got "https://api.emailjs.com; script-src https://evil.example"`,
      `${file}: unknown field "serviceid" (a typo?)`,
    ])
  })

  it.each([
    "api.emailjs.com",
    "http://api.emailjs.com",
    "https://api.emailjs.com/api",
    "https://api.emailjs.com?x=1",
    "https://user@api.emailjs.com",
    "javascript:alert(1)",
  ])("refuses the origin %s, from the file or the environment", (origin) => {
    const fromFile = yamlFile(`origin: "${origin}"\n`)
    expect(problemsOf({}, fromFile)).toHaveLength(1)
    expect(problemsOf({ GATSBY_EMAILJS_ORIGIN: origin }, good)).toEqual([
      `GATSBY_EMAILJS_ORIGIN: expected a bare https origin such as https://api.emailjs.com (http only for localhost), got ${JSON.stringify(origin)}`,
    ])
  })

  it.each(["https://api.emailjs.com", "https://eu.emailjs.example:8443", "http://localhost:9001"])(
    "accepts the origin %s",
    (origin) => expect(problemsOf({ GATSBY_EMAILJS_ORIGIN: origin }, good)).toEqual([]),
  )

  it("gives one line naming the file for a YAML error, a list and a folder", () => {
    const broken = yamlFile("publicKey: [unclosed\n")
    const list = yamlFile("- publicKey\n- serviceId\n")
    const directory = join(folder, "folder.yaml")
    mkdirSync(directory)
    expect(problemsOf({}, broken)).toEqual([
      expect.stringMatching(new RegExp(`^${broken}: not valid YAML at line \\d+, column \\d+: `)),
    ])
    expect(problemsOf({}, list)).toEqual([
      `${list}: expected fields such as publicKey: "your-public-key", got ["publicKey","serviceId"]`,
    ])
    expect(problemsOf({}, directory)).toEqual([`${directory}: is a folder, expected a file`])
  })
})
