// Built into the page by Gatsby from the GATSBY_EMAILJS_* variables (gatsby-node fills them from
// content/emailjs.yaml where the environment leaves them unset).
export const emailJsSettings = {
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY ?? "",
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID ?? "",
  origin: process.env.GATSBY_EMAILJS_ORIGIN || "https://api.emailjs.com",
}
