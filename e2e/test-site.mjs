// The site the browser tests run against: built with these EmailJS settings, which point the
// contact form at the local mail sink that playwright.config.ts starts.
export const SITE_PORT = Number(process.env.E2E_PORT ?? 9321)
export const SINK_PORT = Number(process.env.E2E_SINK_PORT ?? 9322)
export const FLOOR_PORT = Number(process.env.E2E_FLOOR_PORT ?? 9323)

export const testEmailJs = {
  publicKey: "test-public-key",
  serviceId: "test-service",
  templateId: "test-template",
  origin: `http://127.0.0.1:${SINK_PORT}`,
}
