// What went wrong with a send, in a sentence for the console. EmailJS rejects with
// {status, text} when the provider (or its own blocklist, rate limit or headless check) refuses,
// with a plain string when its validation fails (an empty key or id), and with a TypeError when
// the request never got an answer (network down, CORS).
export function describeSendError(error: unknown): string {
  if (typeof error === "string") return `EmailJS refused to send: ${error}`
  if (error instanceof TypeError)
    return `EmailJS could not be reached (network or CORS): ${error.message}`
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown }
    return `EmailJS answered ${status}: ${text ?? ""}`.trim()
  }
  return `Sending failed: ${String(error)}`
}
