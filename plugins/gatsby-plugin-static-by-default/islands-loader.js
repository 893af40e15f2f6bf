// @ts-check
// How a built page starts its islands: on a visitor's first use of the page. Until a visitor moves
// a mouse over it, taps, clicks, presses a key, moves the focus or scrolls, a page runs no script
// but this line: what it shows is its HTML, and its controls are drawn from the first paint. Their
// first use loads the page's islands (one module: with a mouse, on its first move, so that the
// module has usually run by the first click), and each control clicked before that module has run
// is clicked again once it has, once, in the order of the visitor's clicks. A page already
// scrolled when the line runs (opened at a place far down while its HTML streamed in) starts at
// once. A module that fails to load (a lost connection, a deploy that replaced it) is tried again
// on the next click, and twice more on the next use of any kind but a mouse's move. A page with an island that starts with
// the page (the 404 page's log) loads the module in the frame after its first paint instead: a
// script named in the HTML, even a module, runs before a browser that has the whole page draws
// its first frame.

// The block of data: the module to run, and when.
const DATA_ATTRIBUTE = "data-islands"

// Events that say a visitor has started to use the page.
const FIRST_USE = ["pointerdown", "keydown", "focusin", "scroll"]

// A mouse's move starts the page too, but does not try a failed module again: a mouse moves all
// the time, and would spend the tries in an instant.
const FIRST_MOVE = "pointermove"

// The loader, as it is inlined in every page with islands (its hash is in the
// Content-Security-Policy). Listeners are on the window, in the capture phase: every element's
// event reaches it first, and a scroll too, which does not bubble. `w` holds the controls clicked
// before the module ran: <button type="button">s (a submit button belongs to its form, which
// starts itself). `s`: the module is being added; `r`: it has run; `n`: the failed tries.
const LOADER =
  "(function(){" +
  `var d=document.querySelector("script[${DATA_ATTRIBUTE}]");if(!d)return;d=JSON.parse(d.textContent);` +
  `var u=${JSON.stringify(FIRST_USE)},s=0,r=0,n=0,w=[];` +
  "function a(m){(m?u.concat(m):u).forEach(function(t){addEventListener(t,l,{capture:true,passive:true})})}" +
  `function l(){if(s)return;s=1;u.concat("${FIRST_MOVE}").forEach(function(t){removeEventListener(t,l,true)});` +
  'var e=document.createElement("script");e.type="module";e.src=d.src;' +
  "e.onload=function(){r=1;w.forEach(function(b){b.click()})};" +
  "e.onerror=function(){s=0;w=[];e.remove();if(++n<3)a()};document.head.appendChild(e)}" +
  'addEventListener("click",function(e){var b=!r&&e.target.closest&&e.target.closest(\'button[type="button"]\');if(b){if(w.indexOf(b)<0)w.push(b);l()}},true);' +
  `if(d.start==="with-page")requestAnimationFrame(function(){setTimeout(l)});else if(scrollY)l();else a("${FIRST_MOVE}")` +
  "})()"

/**
 * The block of data a page carries for its islands, as JSON: `src`, the module of them all, and
 * `start`, "with-page" when one of them starts with the page, or else "on-first-use".
 * @param {{ src: string, start: "with-page" | "on-first-use" }} islands
 */
const islandsData = ({ src, start }) => JSON.stringify({ src, start })

/**
 * The module a built page loads for its islands, from its HTML, and when: for tools that weigh it
 * (npm run bench).
 * @param {string} html
 * @returns {{ src: string, start: "with-page" | "on-first-use" } | null}
 */
function islandsOf(html) {
  const data = new RegExp(`<script[^>]*\\s${DATA_ATTRIBUTE}[^>]*>([^<]*)</script>`).exec(html)
  return data ? JSON.parse(data[1]) : null
}

module.exports = { DATA_ATTRIBUTE, FIRST_MOVE, FIRST_USE, LOADER, islandsData, islandsOf }
