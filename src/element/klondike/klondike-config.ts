import type { DrawMode, Passes, Scoring } from '../../engine/index.js';
import { isPasses, ok } from '../../engine/index.js';
import { type Checked, asText, refuse } from '../base/config.js';

/**
 * Hands out the code of each new random deal (a daily deal from the host's server, say). It is
 * told the draw and scoring the player asked for and may answer with any Klondike code.
 */
export type DealProvider = (request: { draw: DrawMode; scoring: Scoring }) => Promise<string>;

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
