// How the element bench writes its figures: the median of a few runs, milliseconds, and whether a
// figure met its goal.

/** The middle value of `values` (the upper one of an even count). */
export const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const ms = (value) => `${value.toFixed(1)} ms`;

/** The report's last column for a figure with a goal. */
export const verdict = (ok) => (ok ? 'ok' : 'MISSED');
