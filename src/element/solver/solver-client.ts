import type { GamePosition } from '../../engine/variant.js';
import type { SolveBudget, SolveResult } from '../../solver/shared/solve-result.js';
import type { SolveReply, SolveRequest } from '../../solver/worker/solver-protocol.js';

/** What the solver says of a position: its verdict, and the winning line when there is one. */
export type Solved = Pick<SolveReply, 'verdict' | 'line'>;

/** One game's solver, as the client runs it: in the game's worker, or here. */
export interface GameSolver<P, Data> {
  /** Starts the game's worker; throws where a policy refuses it. */
  startWorker(): Worker;
  /** What the worker is sent of a position, which is not changed. */
  data(position: P): Data;
  /** The worker's search, on this thread. */
  solve(data: Data, budget: SolveBudget): SolveResult;
}

interface Pending<Data> {
  readonly data: Data;
  readonly budget: SolveBudget;
  readonly resolve: (solved: Solved) => void;
}

/** Positions searched for each millisecond a search is given, once `countPositions` is called. */
let positionsPerMs: number | null = null;

/**
 * From now on every search on this page is bounded by a count of positions, `perMs` for each
 * millisecond it would have had, and by no clock: its verdict is then the same on every machine
 * however loaded, which is what tests need. Pages never call it.
 */
export function countPositions(perMs: number): void {
  positionsPerMs = perMs;
}

/** What a search given `ms` may do. */
function budgetOf(ms: number): SolveBudget {
  return positionsPerMs === null ? { ms } : { ms: Infinity, nodes: Math.ceil(ms * positionsPerMs) };
}

const UNDECIDED: Solved = { verdict: 'undecided', line: null };

/**
 * The exact solver of the element's game, loaded only when a feature needs it. It searches in
 * a Web Worker so no frame of the table waits for it; where no worker can start — a CSP whose
 * `worker-src` (or `script-src`) leaves out the bundle's origin, a bundle served from another
 * origin than the page — the same search runs on the main thread, within the short budget each
 * call gives it. Each game has its own worker and its own module that makes its client
 * (`klondikeSolver`, `bakersDozenSolver`), so that a bundle carries one game's solver only.
 */
export class SolverClient<P extends GamePosition = GamePosition, Data = unknown> {
  private worker: Worker | null;
  private readonly pending = new Map<number, Pending<Data>>();
  private lastId = 0;

  constructor(private readonly game: GameSolver<P, Data>) {
    this.worker = startWorker(game);
    this.worker?.addEventListener('message', ({ data }: MessageEvent<SolveReply>) => this.settle(data.id, data));
    // A policy can also refuse the worker's script after the constructor returned: the searches
    // it held, and every later one, run here instead.
    this.worker?.addEventListener('error', () => {
      fellBack();
      this.stopWorker();
      for (const [id, { data, budget }] of this.pending) this.settle(id, game.solve(data, budget));
    });
  }

  /** Whether the searches run in a worker. */
  get offThread(): boolean {
    return this.worker !== null;
  }

  /** The solver's answer on the position (which is not changed) within `ms`. */
  solve(position: P, ms: number): Promise<Solved> {
    const data = this.game.data(position);
    const budget = budgetOf(ms);
    if (!this.worker) return Promise.resolve(this.game.solve(data, budget));
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.pending.set(id, { data, budget, resolve });
      this.worker!.postMessage({ id, position: data, budget } satisfies SolveRequest<Data>);
    });
  }

  /** Stops the worker; searches still waiting answer `undecided`, so nobody waits forever. */
  close(): void {
    this.stopWorker();
    for (const id of this.pending.keys()) this.settle(id, UNDECIDED);
  }

  private settle(id: number, solved: Solved): void {
    this.pending.get(id)?.resolve(solved);
    this.pending.delete(id);
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}

function startWorker(game: GameSolver<unknown, unknown>): Worker | null {
  try {
    return game.startWorker();
  } catch {
    fellBack();
    return null;
  }
}

let told = false;

/**
 * Says once per page that the solver runs on the main thread: a policy refused its worker, or a
 * bundler left the worker's file behind (docs/hosting.md, "Bundlers"). Nothing breaks, so it is no warning.
 */
function fellBack(): void {
  if (told) return;
  told = true;
  console.info(
    'The solitaire solver could not start its Web Worker and searches on the main thread instead (solitaire-elements, docs/hosting.md: "Bundlers").',
  );
}
