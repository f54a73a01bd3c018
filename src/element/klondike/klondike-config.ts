import type { DealCode, DrawMode, Passes, Scoring } from '../../engine/index.js';
import { isPasses, ok } from '../../engine/index.js';
import { type Checked, asText, checkGameDealCode, refuse } from '../base/config.js';

/**
 * Hands out the code of each new random deal (a daily deal from the host's server, say). It is
 * told the draw and scoring the player asked for and may answer with any Klondike code.
 */
export type DealProvider = (request: { draw: DrawMode; scoring: Scoring }) => Promise<string>;

/**
 * How long a `dealProvider` may take to answer: long enough for a host's server on a slow mobile
 * network, short enough that a player is not left looking at "Dealing…". After it a random deal
 * is dealt, and a later answer is dropped.
 */
export const DEAL_PROVIDER_MS = 5000;

export function checkDraw(value: unknown): Checked<DrawMode> {
  const text = asText(value).trim();
  if (text === '1' || text === '3') return ok(Number(text) as DrawMode);
  return refuse('draw', value, '1 or 3');
}

export function checkScoring(value: unknown): Checked<Scoring> {
  const text = asText(value).trim().toLowerCase();
  if (text === 'standard' || text === 'vegas') return ok(text);
  return refuse('scoring', value, '"standard" or "vegas"');
}

export function checkPasses(value: unknown): Checked<Passes> {
  const text = asText(value).trim().toLowerCase();
  if (text === 'unlimited' || text === 'classic') return ok(text);
  if (/^[0-9]+$/.test(text) && isPasses(Number(text))) return ok(Number(text));
  return refuse('passes', value, '"unlimited" (the default), "classic" (draw 1: one pass, draw 3: three), or a whole number of passes, 1 or more');
}

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

/** What a `dealProvider` answered: a Klondike code, or (`failed`) the reason it rejected with. */
function checkProviderAnswer(answer: unknown, failed = false): Checked<DealCode & { game: 'klondike' }> {
  if (failed) return refuse('dealProvider', answer, 'a promise of a deal code; it rejected, so the deal is random');
  if (typeof answer !== 'string') return refuse('dealProvider', answer, 'a promise of a deal code string');
  return checkGameDealCode('klondike', answer, 'dealProvider');
}

/** Stands for the provider's answer once `DEAL_PROVIDER_MS` have passed without one. */
const TIME_UP = Symbol('time up');

/**
 * The provider's deal for the draw and scoring asked for, or the refusal of what it answered,
 * of its failure, or of its silence once `DEAL_PROVIDER_MS` have passed.
 */
export async function askProvider(provider: DealProvider, request: { draw: DrawMode; scoring: Scoring }): Promise<Checked<DealCode & { game: 'klondike' }>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<typeof TIME_UP>((resolve) => (timer = setTimeout(() => resolve(TIME_UP), DEAL_PROVIDER_MS)));
  try {
    // Called inside an async function, a provider that throws rejects instead.
    const answer = await Promise.race([(async () => provider(request))(), timeUp]);
    if (answer === TIME_UP) return refuse('dealProvider', provider, `an answer within ${DEAL_PROVIDER_MS / 1000} seconds; none came, so the deal is random`);
    return checkProviderAnswer(answer);
  } catch (error) {
    return checkProviderAnswer(error, true);
  } finally {
    clearTimeout(timer);
  }
}
