/**
 * Luby's restart schedule, 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …: the `i`-th term (from 1). Restarting a
 * randomised search after these many units is within a log factor of the best fixed cut-off,
 * whatever the distribution of run lengths (Luby, Sinclair and Zuckerman, 1993).
 */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while (2 ** k - 1 < i) k++;
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    i -= 2 ** (k - 1) - 1;
  }
}
