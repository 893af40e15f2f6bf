import "@testing-library/jest-dom"

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
