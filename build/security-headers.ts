// The _headers file that Netlify and Cloudflare Pages read: a Content-Security-Policy that allows
// the page's own scripts and styles (Gatsby and emotion write some inline) and the contact form's
// call to EmailJS, and nothing else; no framing, no MIME sniffing, no full referrers.
export function securityHeaders(emailJsOrigin: string) {
  const policy = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailJsOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
  return `/*
  Content-Security-Policy: ${policy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=()
/static/*
  Cache-Control: public, max-age=31536000, immutable
`
}
