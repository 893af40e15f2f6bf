// @emailjs/browser at its module boundary: what the library sees of the page while it loads, and
// what it is asked to send.
const mockSeenWhileLoading: string[] = []
const mockSend = jest.fn()
const mockInit = jest.fn()
const mockLoadFailures = { left: 0 }

jest.mock("@emailjs/browser", () => {
  mockSeenWhileLoading.push(typeof globalThis.localStorage)
  if (mockLoadFailures.left > 0) {
    mockLoadFailures.left--
    throw new TypeError("Failed to fetch dynamically imported module")
  }
  return { send: mockSend, init: mockInit }
})

const params = { from_name: "Ada", from_email: "ada@example.com", subject: "Hi", message: "Hello" }

describe("sendMessage", () => {
  beforeEach(() => {
    jest.resetModules()
    mockSeenWhileLoading.length = 0
    mockSend.mockReset().mockResolvedValue({ status: 200, text: "OK" })
    mockInit.mockReset()
    mockLoadFailures.left = 0
  })

  it("sends once through the library's send, with headless browsers allowed", async () => {
    const { sendMessage } = await import("../../src/contact/send-message")
    await sendMessage(params)
    expect(mockInit).toHaveBeenCalledWith(expect.objectContaining({ blockHeadless: false }))
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith(expect.any(String), expect.any(String), params, {
      publicKey: expect.any(String),
    })
    expect(mockSeenWhileLoading).toEqual(["object"])
  })

  it("still sends where the browser blocks site data, and gives the storage back", async () => {
    const blocked = {
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
      configurable: true,
    }
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")
    Object.defineProperty(window, "localStorage", blocked)
    try {
      const { sendMessage } = await import("../../src/contact/send-message")
      await sendMessage(params)
      expect(mockSeenWhileLoading).toEqual(["undefined"])
      expect(mockSend).toHaveBeenCalledTimes(1)
      expect(() => window.localStorage).toThrow("The operation is insecure.")
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original)
    }
  })

  it("tries the library again at the next send when it could not load, and reports the failure to the caller", async () => {
    mockLoadFailures.left = 1
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    try {
      const { sendMessage } = await import("../../src/contact/send-message")
      await expect(sendMessage(params)).rejects.toThrow("Failed to fetch")
      expect(mockSend).not.toHaveBeenCalled()
      await sendMessage(params)
      expect(mockSend).toHaveBeenCalledTimes(1)
      expect(mockInit).toHaveBeenCalledTimes(1)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off("unhandledRejection", unhandled)
    }
  })
})
