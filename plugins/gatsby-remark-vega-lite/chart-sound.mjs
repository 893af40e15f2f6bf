// @ts-check
// For the browser: a chart heard as tones, loaded by its "Listen to the chart" button's first click
// (listen-on-click.mjs). A click plays the series the keyboard is on (the first one before) as
// rising and falling tones, one a point, each point's height in the drawing shown its pitch (a
// mark's top, a line's vertex: a row of horizontal bars sounds by its places); from then on each
// step of the keyboard over a series' points (chart-reader.mjs) plays that point's tone.
import { heightOf, readingOf, shownDrawing, STEP_EVENT } from "./chart-reader.mjs"

// The tones' range (hertz), and how long each one lasts (seconds).
const LOWEST = 220
const HIGHEST = 880
const TONE = 0.18

/** @type {AudioContext | undefined} */
let context
const listening = new WeakSet()

/**
 * The pitch of each point (by its row and place), from the heights of all the chart's points in
 * the drawing shown (low to high); null for a point not drawn.
 * @param {HTMLElement} figure
 * @param {import("./chart-reader.mjs").Reading} reading
 * @returns {(row: number, at: number) => number | null}
 */
function pitches(figure, reading) {
  const svg = shownDrawing(figure)
  const heights = reading.rows.map((row) =>
    (row.p ?? []).map((point) => (svg ? heightOf(svg, point) : null)),
  )
  const known = heights.flat().filter((height) => height !== null)
  const [low, high] = [Math.min(...known), Math.max(...known)]
  const span = high - low || 1
  return (row, at) => {
    const height = heights[row]?.[at]
    return height == null ? null : LOWEST * (HIGHEST / LOWEST) ** ((height - low) / span)
  }
}

/** @param {AudioContext} audio @param {number} frequency @param {number} at */
function tone(audio, frequency, at) {
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.0001, at)
  gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(at)
  oscillator.stop(at + TONE)
}

/** @param {HTMLButtonElement} button a chart's "Listen to the chart" */
export async function listen(button) {
  const figure = button.closest("figure")
  if (!(figure instanceof HTMLElement)) return
  context ??= new AudioContext()
  const audio = context
  await audio.resume()
  const reading = readingOf(figure)
  const pitchOf = pitches(figure, reading)
  const row = Number(figure.dataset.row ?? reading.start)
  const start = audio.currentTime + 0.05
  for (const at of (reading.rows[row]?.p ?? []).keys()) {
    const pitch = pitchOf(row, at)
    if (pitch !== null) tone(audio, pitch, start + at * TONE)
  }
  figure.dataset.sound = "on"
  if (listening.has(figure)) return
  listening.add(figure)
  figure.addEventListener(STEP_EVENT, (event) => {
    const { row: r, at } = /** @type {CustomEvent<{ row: number, at: number }>} */ (event).detail
    const pitch = pitchOf(r, at)
    if (pitch !== null) tone(audio, pitch, audio.currentTime + 0.01)
  })
}
