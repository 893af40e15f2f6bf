import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  emailJsEnv,
  missingEmailJsSettings,
  readEmailJsFile,
  resolveEmailJsConfig,
} from "../../scripts/emailjs-config.mjs"

const file = {
  publicKey: "file-key",
  serviceId: "file-service",
  templateId: "file-template",
  origin: "",
}

describe("EmailJS configuration", () => {
  it("takes the content file's values", () => {
    expect(resolveEmailJsConfig(file, {})).toEqual({
      publicKey: "file-key",
      serviceId: "file-service",
      templateId: "file-template",
      origin: "https://api.emailjs.com",
    })
  })

  it("lets each GATSBY_EMAILJS_* variable override its value, origin included", () => {
    const env = {
      GATSBY_EMAILJS_PUBLIC_KEY: "env-key",
      GATSBY_EMAILJS_TEMPLATE_ID: "env-template",
      GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9001/",
    }
    expect(resolveEmailJsConfig(file, env)).toEqual({
      publicKey: "env-key",
      serviceId: "file-service",
      templateId: "env-template",
      origin: "http://127.0.0.1:9001",
    })
  })

  it("names the settings that are missing", () => {
    const config = resolveEmailJsConfig({ publicKey: "  ", serviceId: 42 }, {})
    expect(missingEmailJsSettings(config)).toEqual(["publicKey", "serviceId", "templateId"])
    expect(missingEmailJsSettings(resolveEmailJsConfig(file, {}))).toEqual([])
  })

  it("turns the settings into the variables the build reads", () => {
    expect(emailJsEnv(resolveEmailJsConfig(file, {}))).toEqual({
      GATSBY_EMAILJS_PUBLIC_KEY: "file-key",
      GATSBY_EMAILJS_SERVICE_ID: "file-service",
      GATSBY_EMAILJS_TEMPLATE_ID: "file-template",
      GATSBY_EMAILJS_ORIGIN: "https://api.emailjs.com",
    })
  })

  it("reads the YAML file and refuses one that is not a set of keys", () => {
    const folder = mkdtempSync(join(tmpdir(), "emailjs-"))
    const good = join(folder, "good.yaml")
    writeFileSync(good, 'publicKey: "abc"\nserviceId: service_1\n')
    expect(readEmailJsFile(good)).toEqual({ publicKey: "abc", serviceId: "service_1" })
    const bad = join(folder, "bad.yaml")
    writeFileSync(bad, "- publicKey\n- serviceId\n")
    expect(() => readEmailJsFile(bad)).toThrow(
      /expected the keys publicKey, serviceId, templateId and origin/,
    )
  })
})
