// The header (site-header.tsx) gets data-scrolled="true" exactly while the page is scrolled
// more than 50 pixels, which makes it translucent with a blur.
const SCROLL_THRESHOLD = 50

export default function start(headers: HTMLElement[]) {
  const update = () => {
    const scrolled = String(window.scrollY > SCROLL_THRESHOLD)
    for (const header of headers)
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled
  }
  update()
  window.addEventListener("scroll", update, { passive: true })
}
