/** @jest-environment node */
import { median, pairedDifference, pairedRatio } from "../../scripts/bench/statistics.mjs"

// A page's audits and its copy's without JavaScript, one after the other in each turn.
const turns = (values: number[]) => ({ turns: values.map((value) => ({ value })) })

test("the median of an even count is the upper of the middle two", () => {
  expect(median([4, 1, 3, 2])).toBe(3)
  expect(median([5, 1, 3])).toBe(3)
})

test("a difference turn by turn is not the difference of the medians", () => {
  // The page costs what its copy does in every turn but two, whose added TBT moves its median.
  const copy = [0, 20, 0, 20, 0, 20, 0, 0, 20]
  const page = [0, 20, 20, 20, 0, 20, 20, 0, 20]
  expect(median(page) - median(copy)).toBe(20)
  expect(pairedDifference(turns(page), turns(copy), "value").median).toBe(0)
})

test("the differences' median and interval are the turns' own, in any order", () => {
  const copy = [30, 10, 0, 40, 20, 10, 0, 50, 30]
  const differences = [7, -3, 12, 0, 5, -1, 20, 2, 9]
  const page = copy.map((value, turn) => value + differences[turn])
  const difference = pairedDifference(turns(page), turns(copy), "value")
  // Nine turns: the median, and the second lowest to the second highest difference, 96%.
  expect(difference).toMatchObject({ median: 5, low: -1, high: 12 })
  expect(difference.coverage).toBeCloseTo(0.961, 3)
})

test("a ratio turn by turn cancels a machine that slows down for a while", () => {
  const copy = [100, 200, 100, 200, 100, 200, 100, 200, 100]
  const ratio = pairedRatio(turns(copy.map((value) => value * 1.1)), turns(copy), "value")
  expect(ratio.median).toBeCloseTo(1.1, 10)
  expect(ratio.low).toBeCloseTo(1.1, 10)
  expect(ratio.high).toBeCloseTo(1.1, 10)
})

test("with fewer than six turns, the interval is the lowest to the highest", () => {
  const difference = pairedDifference(turns([10, 0, 50]), turns([0, 0, 0]), "value")
  expect(difference).toMatchObject({ median: 10, low: 0, high: 50 })
  expect(difference.coverage).toBe(0.75)
})
