/**
 * `npm run bench:solver`: the Klondike and Baker's Dozen solvers over the fixed deal lists in
 * bench/deals/ (read from the package root, where npm runs it, since the script runs compiled
 * from .bench/), with a budget per deal; every winning line is replayed through the engine. Then
 * the deals too slow for the tests: the hardest wins, and the losses that show what a rule of
 * the outline search saves. Options: `--ms 10000` (the budget, default 1000), `--limit 200`
 * (deals per list), `--lists draw1,vegas,bakers`, `--random 3000` (as many fresh random draw-1
 * and draw-3 deals, for their winnable rates; none by default).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BakersDozen, type DealCode, Klondike, parseDealCode, randomDealNumber, startGame, unwrap } from '../src/engine/index.js';
import { sfc32 } from '../src/engine/deal/sfc32.js';
import { solveBakersDozen } from '../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { KlondikeTable } from '../src/solver/klondike/klondike-table.js';
import { solveKlondike } from '../src/solver/klondike/klondike-solver.js';
import { KlondikeOutline } from '../src/solver/klondike/outline/klondike-outline.js';
import { playerHint } from '../src/solver/klondike/player-hint.js';
import type { SolveResult, Verdict } from '../src/solver/shared/solve-result.js';

const LISTS: Record<string, string> = { draw1: 'klondike-draw1.txt', draw3: 'klondike-draw3.txt', vegas: 'klondike-vegas.txt', bakers: 'bakers-dozen.txt' };
/** Positions reached by 20 to 59 random moves, for the hint's time. */
const HINT_POSITIONS = 300;
/** What New game spends on one candidate deal before trying the next. */
const CERTIFY_MS = 50;
/**
 * Deals of each rule set solved first, untimed: a process's first solves run unoptimised code, and
 * its first one-pass solves re-optimise it, which would land on each list's first deals (the
 * first Vegas deal took several times as long).
 */
const WARM_UP_DEALS = 10;
/** The hardest Baker's Dozen wins known: restarts in orders that overrule all but going home leave them undecided. */
const HARD_DEALS = ['BD1-7UK4C64', 'BD1-TJNLB5Q'];
/** What the hardest deals may take, well over what a hint waits. */
const HARD_MS = 10_000;
/**
 * Losses that a rule of the outline search shortens most, with the positions one search in the
 * plain order may take to prove each: without the rule, it took more.
 */
const RULE_DEALS: [string, string, number][] = [
  ['a talon card comes down only with the move that uses it (one card drawn, no pass limit)', 'KL1-D1N-KINZFJM', 1_000_000],
  ['no column is emptied while another is empty or no king can come down', 'KL1-D3N-YAICORA', 800_000],
];

const { values } = parseArgs({
  options: {
    ms: { type: 'string', default: '1000' },
    limit: { type: 'string' },
    lists: { type: 'string', default: 'draw1,draw3,vegas,bakers' },
    random: { type: 'string', default: '0' },
  },
});
const budget = Number(values.ms);
const limit = values.limit === undefined ? Infinity : Number(values.limit);

function dealOf(code: string): DealCode {
  const deal = parseDealCode(code);
  if (!deal.ok) throw new Error(`not a deal code: ${code}`);
  return deal.value;
}

/** The solver's answer on the deal; a winning line that does not play out to a win stops the benchmark. */
function solve(code: string, ms: number): SolveResult {
  const deal = dealOf(code);
  const result =
    deal.game === 'bakers-dozen' ? solveBakersDozen(unwrap(BakersDozen.deal(deal.number)), { ms }) : solveKlondike(unwrap(Klondike.forDeal(deal)), { ms });
  if (result.verdict === 'winnable') {
    const game = unwrap(startGame(deal));
    if (!(result.line ?? []).every((action) => game.play(action).ok) || !game.won) throw new Error(`${code}: the winning line does not play out`);
  }
  return result;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

console.log(`Solver benchmark — Node ${process.version}, budget ${budget} ms per deal\n`);
const warmUpStart = performance.now();
for (let number = 1; number <= WARM_UP_DEALS; number++) {
  for (const [draw, scoring] of [
    [1, 'standard'],
    [3, 'standard'],
    [1, 'vegas'],
    [3, 'vegas'],
  ] as const) {
    solveKlondike(unwrap(Klondike.deal(number, { draw, scoring, passes: 'unlimited', retrieval: true })), { ms: budget });
  }
  solveBakersDozen(unwrap(BakersDozen.deal(number)), { ms: budget });
}
console.log(`Warm-up, untimed: ${WARM_UP_DEALS} deals of each rule set, not in the lists, ${ms(performance.now() - warmUpStart)}\n`);
console.log('list     deals  winnable  not winnable  undecided     median        p90       mean        max');
for (const name of values.lists.split(',')) {
  const codes = readFileSync(`bench/deals/${LISTS[name]}`, 'utf8').split('\n').filter(Boolean).slice(0, limit);
  const counts: Record<Verdict, number> = { winnable: 0, 'not-winnable': 0, undecided: 0 };
  const times: number[] = [];
  for (const code of codes) {
    const start = performance.now();
    counts[solve(code, budget).verdict]++;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${name.padEnd(8)} ${String(codes.length).padStart(5)} ${String(counts.winnable).padStart(9)} ${String(counts['not-winnable']).padStart(13)} ${String(counts.undecided).padStart(10)}` +
      ` ${ms(percentile(times, 0.5)).padStart(10)} ${ms(percentile(times, 0.9)).padStart(10)} ${ms(mean).padStart(10)} ${ms(times[times.length - 1]).padStart(10)}`,
  );
}

console.log(`\nHardest wins known, at ${HARD_MS} ms:`);
for (const code of HARD_DEALS) {
  const start = performance.now();
  const { verdict, nodes } = solve(code, HARD_MS);
  console.log(`  ${code}: ${verdict} after ${nodes} positions, ${ms(performance.now() - start)}`);
}

console.log('\nLosses a rule of the outline search shortens, one search in the plain order:');
for (const [rule, code, room] of RULE_DEALS) {
  const deal = dealOf(code);
  if (deal.game !== 'klondike') throw new Error(`not a Klondike deal: ${code}`);
  const outline = new KlondikeOutline(new KlondikeTable(unwrap(Klondike.forDeal(deal))), 1 << 21);
  const start = performance.now();
  const verdict = outline.prove(room, Infinity);
  console.log(`  ${code}: ${verdict} after ${outline.states} positions of ${room} allowed, ${ms(performance.now() - start)}; ${rule}`);
  outline.release();
}

// Fresh random deals, from a fixed seed so that runs agree: the lists give the winnable rate only
// about as closely as the published rates agree with one another.
const randomDeals = Number(values.random);
for (const draw of randomDeals > 0 ? ([1, 3] as const) : []) {
  const next = sfc32(draw, 0x5eed, 0x9e3779b9, 1);
  const counts: Record<Verdict, number> = { winnable: 0, 'not-winnable': 0, undecided: 0 };
  for (let i = 0; i < randomDeals; i++) {
    const number = (next() & 0b111) * 2 ** 32 + (next() >>> 0);
    counts[solveKlondike(unwrap(Klondike.deal(number, { draw, scoring: 'standard', passes: 'unlimited', retrieval: true })), { ms: budget }).verdict]++;
  }
  const decided = counts.winnable + counts['not-winnable'];
  const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(2)} %`;
  console.log(
    `\n${randomDeals} random draw-${draw} deals: ${counts.winnable} winnable (${percent(counts.winnable, randomDeals)}; ${percent(counts.winnable, decided)} of the ${decided} decided), ${counts.undecided} undecided`,
  );
}

const certifications: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  while (
    solveKlondike(unwrap(Klondike.deal(randomDealNumber(), { draw: 1, scoring: 'standard', passes: 'unlimited', retrieval: true })), { ms: CERTIFY_MS })
      .verdict !== 'winnable'
  );
  certifications.push(performance.now() - start);
}
console.log(
  `\nCertified winnable draw-1 deal for New game: mean ${ms(certifications.reduce((a, b) => a + b) / certifications.length)} over 50 (each candidate ${CERTIFY_MS} ms at most)`,
);

const hintTimes: number[] = [];
for (let i = 0; i < HINT_POSITIONS; i++) {
  const position = unwrap(Klondike.deal(randomDealNumber(), { draw: i % 2 === 0 ? 1 : 3, scoring: 'standard', passes: 'unlimited', retrieval: true }));
  for (let move = 0, depth = 20 + (i % 40); move < depth; move++) {
    const legal = position.legalActions();
    if (legal.length === 0) break;
    position.play(legal[Math.floor(Math.random() * legal.length)]);
  }
  const start = performance.now();
  playerHint(position);
  hintTimes.push(performance.now() - start);
}
hintTimes.sort((a, b) => a - b);
console.log(
  `Player-view hint on ${HINT_POSITIONS} mid-game positions: median ${ms(percentile(hintTimes, 0.5))}, p90 ${ms(percentile(hintTimes, 0.9))}, max ${ms(hintTimes[hintTimes.length - 1])}`,
);
// The most the process ever held, garbage not yet collected included (maxRSS is in KiB).
console.log(`Peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
