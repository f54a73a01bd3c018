/** The tags that name each game's storage records. */
export const KLONDIKE_TAG = 'klondike-solitaire';
export const BAKERS_DOZEN_TAG = 'bakers-dozen-solitaire';

/** `record` as JSON with `changes` over it; a change to `undefined` leaves the field out. */
export function text(record: object, changes: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...record, ...changes });
}
