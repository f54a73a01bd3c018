import { type OptionCheck, type OptionError, checkOptions } from '../options.js';
import { type Result, err, ok } from '../result.js';
import { isRecord } from '../saved/json-checks.js';

export type DrawMode = 1 | 3;
export type Scoring = 'standard' | 'vegas';

/** What a deal code names: a game, its deal number and, for Klondike, how it is played. */
export type DealCode =
  | { readonly game: 'klondike'; readonly draw: DrawMode; readonly scoring: Scoring; readonly number: number }
  | { readonly game: 'bakers-dozen'; readonly number: number };

/** Which game a deal code, a position or an element plays: the discriminant of each. */
export type GameName = DealCode['game'];

export type KlondikeDeal = Extract<DealCode, { readonly game: 'klondike' }>;

/** How each game's codes are named to a person: the game's title, the code's prefix, an example. */
export const DEAL_CODE_NAMES: Readonly<Record<GameName, { readonly title: string; readonly prefix: string; readonly example: string }>> = {
  klondike: { title: 'Klondike', prefix: 'KL1', example: 'KL1-D1N-AAAAAAG' },
  'bakers-dozen': { title: "Baker's Dozen", prefix: 'BD1', example: 'BD1-AAAAAAG' },
};

export type DealCodeProblem = 'prefix' | 'format' | 'draw' | 'scoring' | 'length' | 'alphabet';

export interface DealCodeError {
  readonly problem: DealCodeProblem;
  readonly message: string;
}

/** Deal numbers are 35 bits: seven base32 digits. */
export const DEAL_NUMBER_LIMIT = 2 ** 35;

export const DRAW_OPTION: OptionCheck<DrawMode> = { accepts: (value) => value === 1 || value === 3, expected: '1 or 3' };

export const SCORING_OPTION: OptionCheck<Scoring> = {
  accepts: (value) => value === 'standard' || value === 'vegas',
  expected: '"standard" or "vegas"',
};

export const DEAL_NUMBER_OPTION: OptionCheck<number> = {
  accepts: (value): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < DEAL_NUMBER_LIMIT,
  expected: 'a whole number from 0 up to 2^35 - 1',
};

const GAMES = '"klondike" or "bakers-dozen"';

const KLONDIKE_DEAL = {
  game: { accepts: (value): value is 'klondike' => value === 'klondike', expected: GAMES },
  draw: DRAW_OPTION,
  scoring: SCORING_OPTION,
  number: DEAL_NUMBER_OPTION,
} satisfies Record<keyof KlondikeDeal, OptionCheck<unknown>>;

const BAKERS_DOZEN_DEAL = {
  game: { accepts: (value): value is 'bakers-dozen' => value === 'bakers-dozen', expected: GAMES },
  number: DEAL_NUMBER_OPTION,
} satisfies Record<keyof DealCode, OptionCheck<unknown>>;

/** A deal given as a record rather than a code, checked as `parseDealCode` checks a code: each field, and no other. */
export function checkDeal(deal: unknown): Result<DealCode, OptionError> {
  return isRecord(deal) && deal.game === 'bakers-dozen' ? checkOptions('deal', deal, BAKERS_DOZEN_DEAL) : checkOptions('deal', deal, KLONDIKE_DEAL);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const NUMBER_LENGTH = 7;
const KLONDIKE = /^KL1-D(.)(.)-(.*)$/s;
const BAKERS_DOZEN = /^BD1-(.*)$/s;

export function parseDealCode(text: string): Result<DealCode, DealCodeError> {
  const code = text.trim().toUpperCase();
  const klondike = KLONDIKE.exec(code);
  if (klondike) {
    const [, draw, scoring, digits] = klondike;
    if (draw !== '1' && draw !== '3') return refuse('draw', `draw must be 1 or 3, not "${draw}"`);
    if (scoring !== 'N' && scoring !== 'V') {
      return refuse('scoring', `scoring must be N (standard) or V (Vegas), not "${scoring}"`);
    }
    const number = parseDealNumber(digits);
    if (!number.ok) return number;
    return ok({ game: 'klondike', draw: draw === '1' ? 1 : 3, scoring: scoring === 'N' ? 'standard' : 'vegas', number: number.value });
  }
  const bakers = BAKERS_DOZEN.exec(code);
  if (bakers) {
    const number = parseDealNumber(bakers[1]);
    return number.ok ? ok({ game: 'bakers-dozen', number: number.value }) : number;
  }
  if (code.startsWith('KL1')) return refuse('format', 'a Klondike code reads KL1-D<draw><scoring>-<7 characters>, e.g. KL1-D1N-AAAAAAG');
  if (code.startsWith('BD1')) return refuse('format', "a Baker's Dozen code reads BD1-<7 characters>, e.g. BD1-AAAAAAG");
  return refuse('prefix', "a deal code starts with KL1-D (Klondike) or BD1- (Baker's Dozen)");
}

export function makeDealCode(deal: DealCode): string {
  const digits = makeDealNumber(deal.number);
  if (deal.game === 'bakers-dozen') return `BD1-${digits}`;
  return `KL1-D${deal.draw}${deal.scoring === 'standard' ? 'N' : 'V'}-${digits}`;
}

/** A deal number from the platform's cryptographic random source, uniform over all 2^35. */
export function randomDealNumber(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] & 0b111) * 2 ** 32 + words[1];
}

function parseDealNumber(digits: string): Result<number, DealCodeError> {
  if (digits.length !== NUMBER_LENGTH) {
    return refuse('length', `the deal number has ${NUMBER_LENGTH} characters, not ${digits.length}`);
  }
  let number = 0;
  for (const digit of digits) {
    const value = BASE32.indexOf(digit);
    if (value < 0) return refuse('alphabet', `"${digit}" is not a deal-number character (A–Z, 2–7)`);
    number = number * 32 + value;
  }
  return ok(number);
}

function makeDealNumber(number: number): string {
  let digits = '';
  let rest = number;
  for (let i = 0; i < NUMBER_LENGTH; i++) {
    digits = BASE32[rest % 32] + digits;
    rest = Math.floor(rest / 32);
  }
  return digits;
}

function refuse(problem: DealCodeProblem, message: string): { readonly ok: false; readonly error: DealCodeError } {
  return err({ problem, message });
}
