import { renderingLocale } from '../i18n/localization.js';
import type { ModeStats } from './statistics.js';

/** A mode's win rate as a whole percentage in Latin digits ("67%"), or a dash before its first game. */
export function winRateText(mode: ModeStats): string {
  if (mode.played === 0) return '—';
  return new Intl.NumberFormat(renderingLocale(), { style: 'percent', maximumFractionDigits: 0, numberingSystem: 'latn' }).format(mode.winRate);
}
