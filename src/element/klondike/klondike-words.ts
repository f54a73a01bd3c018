/**
 * The names of Klondike's modes and rules the player reads in the dialogs and hears in the live
 * region, in the language being rendered.
 */
import type { DrawMode, Scoring } from '../../engine/index.js';
import { msg, str } from '../i18n/localization.js';
import { plural } from '../i18n/plural.js';

/** "3 passes": a limit on the passes through the stock (always one or more). */
export function passCount(n: number): string {
  return plural(n, {
    0: () => msg('no passes', { id: 'passes-0' }),
    1: () => msg('one pass', { id: 'passes-1' }),
    2: () => msg('two passes', { id: 'passes-2' }),
    zero: () => msg(str`${n} passes`, { id: 'passes-zero', desc: 'passes through the stock (3 or more), plural category zero' }),
    one: () => msg(str`${n} pass`, { id: 'passes-one', desc: 'passes through the stock (3 or more), plural category one' }),
    two: () => msg(str`${n} passes`, { id: 'passes-two', desc: 'passes through the stock (3 or more), plural category two' }),
    few: () => msg(str`${n} passes`, { id: 'passes-few', desc: 'passes through the stock (3 or more), plural category few' }),
    many: () => msg(str`${n} passes`, { id: 'passes-many', desc: 'passes through the stock (3 or more), plural category many' }),
    other: () => msg(str`${n} passes`, { id: 'passes-other', desc: 'passes through the stock (3 or more), plural category other' }),
  });
}

export function drawName(draw: DrawMode): string {
  return draw === 1 ? msg('Draw 1 “Easy”') : msg('Draw 3 “Hard”');
}

export function scoringName(scoring: Scoring): string {
  return scoring === 'standard' ? msg('Standard') : msg('Vegas');
}
