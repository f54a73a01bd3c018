import { type DealCode, type GameName, parseDealCode } from '../../engine/index.js';
import type { Result } from '../../engine/index.js';
import { err, ok } from '../../engine/index.js';
import type { ConfigErrorDetail } from './events.js';

/**
 * Attribute and property values as hosts write them, checked. A refused value comes back with
 * the `config-error` detail that says which values are accepted.
 */
export type Checked<T> = Result<T, ConfigErrorDetail>;

/** A host's value as text, however it was given: an attribute is a string, a property anything. */
export function asText(value: unknown): string {
  return String(value);
}

/** The longest part of a refused value the message quotes: a whole replay would drown it. */
const QUOTED = 60;

/** The refusal of `value` for `attribute`; the element that refuses puts its own tag in front of the message. */
export function refuse(attribute: string, value: unknown, accepted: string): Checked<never> {
  const text = String(value);
  const shown = text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text;
  return err({ attribute, value, message: `${attribute}=${JSON.stringify(shown)} is not valid; accepted: ${accepted}.` });
}

/** How a refusal names each game's codes: an example, and the prefix. */
const GAME_CODES: Record<GameName, { readonly name: string; readonly example: string; readonly prefix: string }> = {
  klondike: { name: 'Klondike', example: 'KL1-D1N-AAAAAAG', prefix: 'KL1' },
  'bakers-dozen': { name: "Baker's Dozen", example: 'BD1-AAAAAAG', prefix: 'BD1' },
};

/** A deal code of `game`; a valid code of the other game is refused as another game's. */
export function checkGameDealCode<G extends GameName>(game: G, value: unknown, attribute: string): Checked<DealCode & { game: G }> {
  const { name, example, prefix } = GAME_CODES[game];
  const parsed = parseDealCode(String(value));
  if (!parsed.ok) return refuse(attribute, value, `a ${name} deal code such as ${example} (${parsed.error.message})`);
  if (parsed.value.game !== game) return refuse(attribute, value, `a ${name} deal code (${prefix}-…), not a ${GAME_CODES[parsed.value.game].name} one`);
  return ok(parsed.value as DealCode & { game: G });
}

/** `null` means no allowance beyond the last 100 actions. */
export function checkMaxUndos(value: unknown): Checked<number | null> {
  if (value === null || value === undefined) return ok(null);
  const text = asText(value).trim();
  if (/^\d{1,6}$/.test(text)) return ok(Number(text));
  return refuse('max-undos', value, 'a whole number 0 or more (leave it out for no limit)');
}

export function checkDir(value: string | null): Checked<string | null> {
  if (value === null || ['', 'ltr', 'rtl', 'auto'].includes(value.trim().toLowerCase())) return ok(value);
  return refuse('dir', value, '"ltr", "rtl" or "auto" (or leave it out to inherit)');
}

export function checkLang(value: string | null): Checked<string | null> {
  if (value === null || value.trim() === '') return ok(value);
  try {
    Intl.getCanonicalLocales(value.trim());
    return ok(value);
  } catch {
    return refuse('lang', value, 'a language tag such as "en", "ar" or "fr-CA" (or leave it out to inherit)');
  }
}

/** `newGame()`'s options: an object (or nothing); its fields are checked one by one. */
export function checkNewGameOptions(value: unknown): Checked<object> {
  if (value === undefined) return ok({});
  if (typeof value === 'object' && value !== null) return ok(value);
  return refuse('newGame', value, 'an object such as {dealCode} or {draw, scoring}, or nothing');
}
