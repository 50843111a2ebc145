// Nearest names and words, for "did you mean": card names (decks, `playtest card`) and the words and
// fields of card files (an unknown effect op, a misspelt field).

/** Up to `k` names within typo distance of `name`, nearest first, ties in name order. */
export function closestNames(name: string, names: string[], k: number): string[] {
  const target = name.toLowerCase();
  const limit = Math.max(3, Math.floor(name.length * 0.4));
  return names
    .map((n) => ({ n, d: editDistance(target, n.toLowerCase()) }))
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0))
    .slice(0, k)
    .map((x) => x.n);
}

/**
 * The known word nearest `word` (case aside), if close enough to be a typo of it: a third of its
 * letters wrong at most ("damge": "damage", "toughnes": "toughness", "yuo": "you"); the first of a tie.
 */
export function nearestWord(word: string, words: readonly string[]): string | undefined {
  const target = word.toLowerCase();
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const w of words) {
    const d = editDistance(target, w.toLowerCase());
    if (d < bestDistance && w !== word) {
      best = w;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Edit distance counting an insertion, a deletion, a substitution or a swap of two neighbouring letters
 * as one edit (the optimal string alignment distance), with three rolling rows.
 */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cur[j] = Math.min(cur[j], before[j - 2] + 1);
    }
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length];
}
