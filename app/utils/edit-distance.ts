/**
 * How many typos apart two words are, for the search's corrections (docs/storefront.md, "How a
 * query is read"). Knows no product: a helper of the bottom floor.
 */

/**
 * The optimal-string-alignment (restricted Damerau–Levenshtein) distance of a and b: insertions,
 * deletions, substitutions and swaps of two neighbouring letters cost 1. Stops early and returns
 * max + 1 once the distance is known to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rows[0].length <= n) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(2 * n + 2);
  let before = rows[0]; // row i - 2
  let previous = rows[1]; // row i - 1
  let row = rows[2];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[n] <= max ? previous[n] : max + 1;
}

/** editDistance's three rows, reused from call to call (grown for longer words). */
const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
