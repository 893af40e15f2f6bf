export const toastMessages = {
  success: {
    title: "Message sent!",
    description: "Thanks for reaching out. I’ll get back to you shortly.",
  },
  failure: {
    title: "Something went wrong",
    description: "Your message could not be sent. Please try again.",
  },
} as const

export type ToastKind = keyof typeof toastMessages
