import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom has no matchMedia: a light-scheme, no-preference stand-in that tests may replace. (The
// node-environment tests have no window at all.)
if (typeof window !== "undefined")
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList

// jsdom has no TextEncoder, which React's server rendering uses: the islands' tests render the
// server's HTML as a built page has it.
if (typeof window !== "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder })
