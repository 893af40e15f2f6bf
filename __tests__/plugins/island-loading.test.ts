import { clickToLoad, onApproachOrUse } from "gatsby-plugin-static-by-default/load"

// When an island loads its code (plugins/gatsby-plugin-static-by-default/load.ts).

// jsdom has no IntersectionObserver: this one tells its callback when a test says so.
let comeNear: (near: boolean) => void = () => undefined
class NearObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    comeNear = (near) =>
      this.callback(
        [{ isIntersecting: near, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      )
  }
  disconnect() {
    comeNear = () => undefined
  }
}

describe("onApproachOrUse", () => {
  beforeEach(() => {
    window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver
    document.body.innerHTML = `<div id="part"><input aria-label="Name"></div>`
  })

  it("loads once, when the part comes near the window", () => {
    const load = jest.fn()
    onApproachOrUse(document.getElementById("part")!, load)
    comeNear(false)
    expect(load).not.toHaveBeenCalled()
    comeNear(true)
    document.querySelector("input")!.focus()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads once, as soon as a visitor starts to use the part", () => {
    const load = jest.fn()
    onApproachOrUse(document.getElementById("part")!, load)
    document.querySelector("input")!.focus()
    document.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }))
    comeNear(true)
    expect(load).toHaveBeenCalledTimes(1)
  })
})

// What a load's promise has settled by: the microtasks queued now have run.
const settled = () => new Promise((done) => setTimeout(done))

describe("clickToLoad", () => {
  beforeEach(() => {
    document.body.innerHTML =
      `<button type="button" data-load="chart">Explore this chart</button>` +
      `<button type="button" data-load="map">Show the map</button>`
  })

  it("gives each click on a button of a part it knows to that part", async () => {
    const chart = { name: "chart", load: jest.fn() }
    clickToLoad([chart])()
    const [known, unknown] = document.querySelectorAll("button")
    known.click()
    await settled()
    known.click()
    unknown.click()
    expect(chart.load.mock.calls).toEqual([[known], [known]])
  })

  it("gives a button's clicks while its part's code is arriving to the load under way", async () => {
    let arrive = () => {}
    const chart = {
      name: "chart",
      load: jest.fn(() => new Promise<void>((done) => (arrive = done))),
    }
    clickToLoad([chart])()
    const [button] = document.querySelectorAll("button")
    button.click()
    button.click()
    expect(chart.load).toHaveBeenCalledTimes(1)
    arrive()
    await settled()
    button.click()
    expect(chart.load).toHaveBeenCalledTimes(2)
  })
})
