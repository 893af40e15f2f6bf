// @ts-check
// A dashboard's frame, on a visitor's click and not before (plugins/gatsby-remark-dashboards): the
// module click-to-load.js imports on the first click of a dashboard's button. It puts the vendor's frame over the poster, in the poster's box, so that
// nothing around it moves, and moves the keyboard's focus into it. On a touch screen the frame
// takes the page's scrolling only after a tap on it.

/** @param {HTMLButtonElement} button a dashboard's "Load the interactive dashboard" (or app) */
export function load(button) {
  const figure = /** @type {HTMLElement} */ (button.closest("figure.dashboard"))
  // What the figure holds, in the page's words: a dashboard, an app or a notebook.
  const noun = figure.dataset.noun ?? "dashboard"
  const frameBox = /** @type {HTMLElement} */ (figure.querySelector(".dashboard-frame"))
  const frame = document.createElement("iframe")
  frame.src = figure.dataset.embed ?? ""
  frame.title = figure.dataset.frameTitle ?? ""
  frame.referrerPolicy = "no-referrer"
  frame.setAttribute(
    "sandbox",
    "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms",
  )
  frame.allow = "fullscreen"
  frameBox.classList.add("is-live")
  frameBox.append(frame)
  // The button keeps its width, so that nothing beside it moves.
  button.style.minWidth = `${button.offsetWidth}px`
  button.disabled = true
  button.textContent = `${noun[0].toUpperCase()}${noun.slice(1)} loaded`
  if (matchMedia("(pointer: coarse)").matches) {
    const shield = document.createElement("button")
    shield.type = "button"
    shield.className = "dashboard-shield"
    shield.textContent = `Tap to use the ${noun}`
    shield.addEventListener("click", () => {
      shield.remove()
      frame.focus()
    })
    frameBox.append(shield)
    shield.focus()
  } else frame.focus()
}
