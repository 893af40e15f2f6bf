// @ts-check
// The bench's statistics: medians, and a page against its copy without JavaScript turn by turn.

/**
 * A page's audits, in the order they ran, each with its figures by name.
 * @template {string} Figure
 * @typedef {{ turns: ReadonlyArray<Record<Figure, number>> }} AuditedInTurns
 */

/** The middle value (the upper of the two middle ones when there is an even number).
 * @param {ReadonlyArray<number>} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The probability that the k-th lowest to the k-th highest of n values hold their true median.
 * @param {number} n
 * @param {number} k */
function coverage(n, k) {
  let below = 0
  let choose = 1 // n choose i
  for (let i = 0; i < k; i++) {
    below += choose
    choose = (choose * (n - i)) / (i + 1)
  }
  return 1 - (2 * below) / 2 ** n
}

// The median of `values`, and the interval that holds their true median with at least 95%
// probability (the order statistics' own interval, which assumes nothing of the noise's shape):
// with nine values, the second lowest to the second highest, 96%. It says what one run can tell
// apart. With fewer than six values no interval reaches 95%, and the lowest to the highest is given.
/** @param {ReadonlyArray<number>} values */
function medianWithInterval(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  let k = 1
  while (coverage(n, k + 1) >= 0.95) k++
  return {
    median: median(sorted),
    low: sorted[k - 1],
    high: sorted[n - k],
    coverage: coverage(n, k),
  }
}

// Each turn's figure of a page against the same figure of the page audited right after it (its
// copy without JavaScript), `turns` holding the audits in the order they ran (auditInTurns). On a
// shared machine a run's figures move together by a fifth, which a comparison of two medians
// carries and a comparison within a turn cancels.
/**
 * @template {string} Figure
 * @param {AuditedInTurns<Figure>} page
 * @param {AuditedInTurns<Figure>} reference
 * @param {Figure} key
 * @param {(a: number, b: number) => number} compare
 */
const turnByTurn = (page, reference, key, compare) =>
  page.turns.map((turn, index) => compare(turn[key], reference.turns[index][key]))

/** The median of each turn's ratio (main-thread work), with its interval.
 * @template {string} Figure
 * @param {AuditedInTurns<Figure>} page
 * @param {AuditedInTurns<Figure>} reference
 * @param {Figure} key */
export const pairedRatio = (page, reference, key) =>
  medianWithInterval(turnByTurn(page, reference, key, (a, b) => a / b))

/** The median of each turn's difference (TBT, which is 0 ms in many turns), with its interval.
 * @template {string} Figure
 * @param {AuditedInTurns<Figure>} page
 * @param {AuditedInTurns<Figure>} reference
 * @param {Figure} key */
export const pairedDifference = (page, reference, key) =>
  medianWithInterval(turnByTurn(page, reference, key, (a, b) => a - b))
