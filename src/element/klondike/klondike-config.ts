import type { DrawMode, Passes, Scoring } from '../../engine/index.js';
import { isPasses, ok } from '../../engine/index.js';
import { type Checked, asText, refuse } from '../host/checks.js';

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
