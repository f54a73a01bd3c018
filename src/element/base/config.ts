import type { DrawMode, Scoring } from '../../engine/index.js';
import { type DealCode, parseDealCode } from '../../engine/index.js';
import type { Result } from '../../engine/index.js';
import { err, ok } from '../../engine/index.js';
import type { ConfigErrorDetail } from './events.js';

/**
 * Attribute and property values as hosts write them, checked. A refused value comes back with
 * the `config-error` detail that says which values are accepted.
 */
export type Checked<T> = Result<T, ConfigErrorDetail>;

/** The longest part of a refused value the message quotes: a whole replay would drown it. */
const QUOTED = 60;

/** The refusal of `value` for `attribute`; the element that refuses puts its own tag in front of the message. */
export function refuse(attribute: string, value: unknown, accepted: string): Checked<never> {
  const text = String(value);
  const shown = text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text;
  return err({ attribute, value, message: `${attribute}=${JSON.stringify(shown)} is not valid; accepted: ${accepted}.` });
}

export function checkDraw(value: unknown): Checked<DrawMode> {
  const text = String(value).trim();
  if (text === '1' || text === '3') return ok(Number(text) as DrawMode);
  return refuse('draw', value, '1 or 3');
}

export function checkScoring(value: unknown): Checked<Scoring> {
  const text = String(value).trim().toLowerCase();
  if (text === 'standard' || text === 'vegas') return ok(text);
  return refuse('scoring', value, '"standard" or "vegas"');
}

/** Any Klondike code; Baker's Dozen codes are valid codes but another game. */
export function checkDealCode(value: unknown, attribute = 'deal-code'): Checked<DealCode & { game: 'klondike' }> {
  const parsed = parseDealCode(String(value));
  if (!parsed.ok) return refuse(attribute, value, `a Klondike deal code such as KL1-D1N-AAAAAAG (${parsed.error.message})`);
  if (parsed.value.game !== 'klondike') return refuse(attribute, value, 'a Klondike deal code (KL1-…), not a Baker\'s Dozen one');
  return ok(parsed.value);
}

/** Any Baker's Dozen code; Klondike codes are valid codes but another game. */
export function checkBakersDozenDealCode(value: unknown, attribute = 'deal-code'): Checked<DealCode & { game: 'bakers-dozen' }> {
  const parsed = parseDealCode(String(value));
  if (!parsed.ok) return refuse(attribute, value, `a Baker's Dozen deal code such as BD1-AAAAAAG (${parsed.error.message})`);
  if (parsed.value.game !== 'bakers-dozen') return refuse(attribute, value, "a Baker's Dozen deal code (BD1-…), not a Klondike one");
  return ok(parsed.value);
}

/** `null` means no allowance beyond the last 100 actions. */
export function checkMaxUndos(value: unknown): Checked<number | null> {
  if (value === null || value === undefined) return ok(null);
  const text = String(value).trim();
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

export function checkDealProvider(value: unknown): Checked<(() => Promise<string>) | null> {
  if (value === null || value === undefined || typeof value === 'function') return ok((value ?? null) as (() => Promise<string>) | null);
  return refuse('dealProvider', value, 'an async function returning a deal code, or null');
}

/** What a `dealProvider` answered: a Klondike code, or (`failed`) the reason it rejected with. */
export function checkProviderAnswer(answer: unknown, failed = false): Checked<DealCode & { game: 'klondike' }> {
  if (failed) return refuse('dealProvider', answer, 'a promise of a deal code; it rejected, so the deal is random');
  if (typeof answer !== 'string') return refuse('dealProvider', answer, 'a promise of a deal code string');
  return checkDealCode(answer, 'dealProvider');
}

/** `newGame()`'s options: an object (or nothing); its fields are checked one by one. */
export function checkNewGameOptions(value: unknown): Checked<object> {
  if (value === undefined) return ok({});
  if (typeof value === 'object' && value !== null) return ok(value);
  return refuse('newGame', value, 'an object such as {dealCode} or {draw, scoring}, or nothing');
}
