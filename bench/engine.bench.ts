/**
 * Engine speed in Node, on one core: legal-move generations and actions applied + undone per
 * second, over positions reached by random play from random deals. The solver stands on these.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Action, Klondike, type KlondikeOptions, type Position, randomDealNumber, unwrap } from '../src/engine/index.js';

const POSITIONS = 2_000;
const SECONDS = 1.5;

function randomPosition(options: KlondikeOptions): Position {
  const position = unwrap(Klondike.deal(randomDealNumber(), options));
  const depth = Math.floor(Math.random() * 80);
  for (let i = 0; i < depth; i++) {
    const legal = position.legalActions();
    if (legal.length === 0) break;
    position.play(legal[Math.floor(Math.random() * legal.length)]);
  }
  return position;
}

/** Runs `work` over the positions for about SECONDS and returns operations per second. */
function measure(positions: Sample[], work: (sample: Sample) => number): number {
  let operations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    for (const sample of positions) operations += work(sample);
    elapsed = performance.now() - start;
  }
  return operations / (elapsed / 1000);
}

interface Sample {
  readonly position: Position;
  readonly legal: readonly Action[];
}

const generate = ({ position }: Sample): number => (position.legalActions(), 1);

/** Every legal action of the position, each played and taken back. */
const applyAndUndo = ({ position, legal }: Sample): number => {
  for (const action of legal) {
    const played = position.play(action);
    if (played.ok) position.undo(played.value);
  }
  return legal.length;
};

const format = (perSecond: number): string => Math.round(perSecond).toLocaleString('en-US').padStart(12);

const MODES = ['1 standard', '1 vegas', '3 standard', '3 vegas'];

/** One mode in this process; JIT and GC state left by another mode would skew its figures. */
function benchMode(mode: string): void {
  const [draw, scoring] = mode.split(' ');
  const options: KlondikeOptions = { draw: draw === '3' ? 3 : 1, scoring: scoring === 'vegas' ? 'vegas' : 'standard', passes: 'unlimited', retrieval: true };
  const positions = Array.from({ length: POSITIONS }, () => {
    const position = randomPosition(options);
    return { position, legal: position.legalActions() };
  });
  measure(positions, applyAndUndo);
  const generations = measure(positions, generate);
  const pairs = measure(positions, applyAndUndo);
  console.log(`draw ${draw} ${scoring.padEnd(8)}          ${format(generations)}               ${format(pairs)}`);
}

const mode = process.argv[2];
if (mode) {
  benchMode(mode);
} else {
  console.log(`Engine benchmark — Node ${process.version}, ${POSITIONS} random positions per mode, ~${SECONDS} s per figure\n`);
  console.log('mode                     legal-move generations/s   actions applied + undone/s');
  for (const each of MODES) {
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), each], { stdio: 'inherit' });
  }
  console.log('\nGoal: at least 1,000,000 actions applied + undone per second.');
}
