// A project that is coming soon shows an overlay and cannot be opened yet.
const COMING_SOON = "coming-soon"

export const isComingSoon = (status: string) => status === COMING_SOON
