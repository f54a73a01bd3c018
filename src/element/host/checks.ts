import { DEAL_CODE_NAMES, type DealCode, type GameName, type Pile, parseDealCode, parsePileId } from '../../engine/index.js';
import type { Result } from '../../engine/index.js';
import { err, ok } from '../../engine/index.js';

/** `config-error`: a bad attribute or property value; the element carries on without it. */
export interface ConfigErrorDetail {
  readonly attribute: string;
  readonly value: unknown;
  readonly message: string;
}

/**
 * Attribute and property values as hosts write them, checked. A refused value comes back with
 * the `config-error` detail that says which values are accepted.
 */
export type Checked<T> = Result<T, ConfigErrorDetail>;

/**
 * A host's value as text, however it was given: an attribute is a string, a property anything.
 * A value that cannot be text (a null-prototype object, one whose conversion throws, a revoked
 * Proxy) reads as its kind in brackets, which no setting accepts; nothing a host passes throws.
 */
export function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return `[${typeof value}]`;
    }
  }
}

/** The longest part of a refused value the message quotes: a whole replay would drown it. */
const QUOTED = 60;

/** The first `QUOTED` characters of `text`, none of them cut in two. */
function quote(text: string): string {
  if (text.length <= QUOTED) return JSON.stringify(text);
  const start = text.slice(0, QUOTED);
  return JSON.stringify(`${/[\ud800-\udbff]$/.test(start) ? start.slice(0, -1) : start}…`);
}

/** The refusal of `value` for `attribute`; the element that refuses puts its own tag in front of the message. */
export function refuse(attribute: string, value: unknown, accepted: string): Checked<never> {
  return err({ attribute, value, message: `${attribute}=${quote(asText(value))} is not valid; accepted: ${accepted}.` });
}

/** A deal code of `game`; a valid code of another game is refused as that game's. */
export function checkGameDealCode<G extends GameName>(game: G, value: unknown, attribute: string): Checked<DealCode & { game: G }> {
  const { title, example, prefix } = DEAL_CODE_NAMES[game];
  const parsed = parseDealCode(asText(value));
  if (!parsed.ok) return refuse(attribute, value, `a ${title} deal code such as ${example} (${parsed.error.message})`);
  if (parsed.value.game !== game) return refuse(attribute, value, `a ${title} deal code (${prefix}-…), not a ${DEAL_CODE_NAMES[parsed.value.game].title} one`);
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

/** Longer than any language tag a page uses: a longer value is refused without the browser's slow parse. */
const LANGUAGE_TAG_LIMIT = 255;

export function checkLang(value: string | null): Checked<string | null> {
  if (value === null || value.trim() === '' || (value.length <= LANGUAGE_TAG_LIMIT && isLanguageTag(value.trim()))) return ok(value);
  return refuse('lang', value, 'a language tag such as "en", "ar" or "fr-CA" (or leave it out to inherit)');
}

function isLanguageTag(text: string): boolean {
  try {
    Intl.getCanonicalLocales(text);
    return true;
  } catch {
    return false;
  }
}

/** The fields of `newGame()`'s options, as read once from the object the host gave. */
export type NewGameFields<K extends string> = Partial<Record<K | 'dealCode', unknown>>;

/**
 * `newGame()`'s options: an object (or nothing), of which `fields` and `dealCode` are read once,
 * here, so a getter or a Proxy that throws is a refusal like any other; each is checked later.
 */
export function checkNewGameOptions<K extends string>(value: unknown, fields: readonly K[]): Checked<NewGameFields<K>> {
  if (value === undefined) return ok({});
  if (typeof value !== 'object' || value === null) return refuse('newGame', value, 'an object such as {dealCode} or {draw, scoring}, or nothing');
  try {
    return ok(Object.fromEntries(['dealCode', ...fields].map((field) => [field, Reflect.get(value, field)])) as NewGameFields<K>);
  } catch {
    return refuse('newGame', value, 'an object whose fields can be read');
  }
}

/**
 * `move()`'s pile ids and count: strings the game knows (docs/hosting.md, "Pile ids and cards") and a
 * whole number of cards, 1 or more. Too many cards for the pile is an illegal move, not a bad value.
 */
export function checkMove(from: unknown, to: unknown, count: unknown, columns: number): Checked<[Pile, Pile, number]> {
  const piles = [from, to].map((id) => (typeof id === 'string' ? parsePileId(id, columns) : undefined));
  const unknown = piles.findIndex((pile) => pile === undefined);
  if (unknown >= 0) return refuse('move', [from, to][unknown], `a pile id such as tableau-1 … tableau-${columns} or foundation-1 … foundation-4`);
  if (!Number.isInteger(count) || (count as number) < 1) return refuse('move', count, 'a count of cards, a whole number 1 or more');
  return ok([piles[0]!, piles[1]!, count as number]);
}

/** A storage key: any non-empty name up to 100 characters; `null` (no attribute) saves nothing. */
export function checkStorageKey(value: unknown): Checked<string | null> {
  if (value === null || value === undefined) return ok(null);
  const key = typeof value === 'string' ? value.trim() : '';
  if (key !== '' && key.length <= 100) return ok(key);
  return refuse('storage-key', value, 'a name of 1 to 100 characters, unique to this game on the site (or leave it out to save nothing)');
}

/** `resume`: on unless the host says `off` or `false`. */
export function checkResume(value: unknown): Checked<boolean> {
  if (value === null || value === undefined || value === true || value === false) return ok(value !== false);
  const text = asText(value).trim().toLowerCase();
  if (text === '' || text === 'on' || text === 'true') return ok(true);
  if (text === 'off' || text === 'false') return ok(false);
  return refuse('resume', value, '"on" (the default) or "off"');
}

/** The look of the element's own surfaces and controls; `auto` follows the player's `prefers-color-scheme`. */
export type Theme = 'light' | 'dark' | 'auto';

/** `theme`: light unless the host asks, so a page's own dark mode never changes a game it did not opt in. */
export function checkTheme(value: unknown): Checked<Theme> {
  if (value === null || value === undefined) return ok('light');
  // As written: the styles match the attribute's value exactly.
  if (value === 'light' || value === 'dark' || value === 'auto') return ok(value);
  return refuse('theme', value, '"light" (the default), "dark" or "auto"');
}

/**
 * Hands out the code of each new random deal (a daily deal from the host's server, say). It is
 * told what the player asked for (in Klondike the draw and scoring; a game with no choices tells
 * nothing) and may answer with any code of the element's game.
 */
export type DealProvider<Request extends object = object> = (request: Request) => Promise<string>;

export function checkDealProvider(value: unknown): Checked<DealProvider | null> {
  if (value === null || value === undefined || typeof value === 'function') return ok((value ?? null) as DealProvider | null);
  const accepted = 'an async function returning a deal code, or null';
  return refuse('dealProvider', value, isModule(value) ? `${accepted}; this is a module, whose provider is its default export (module.default)` : accepted);
}

/** A module namespace whose default export is a function: `import()`'s result with `.default` forgotten. */
function isModule(value: unknown): boolean {
  try {
    return Object.prototype.toString.call(value) === '[object Module]' && typeof (value as { default?: unknown }).default === 'function';
  } catch {
    return false;
  }
}
