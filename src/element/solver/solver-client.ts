import type { GamePosition } from '../../engine/variant.js';
import type { SolveBudget, SolveResult } from '../../solver/shared/solve-result.js';
import type { SolveReply, SolveRequest } from '../../solver/worker/solver-protocol.js';

/** What the solver says of a position: its verdict, and the winning line when there is one. */
export type Solved = Pick<SolveReply, 'verdict' | 'line'>;

/** One game's solver, as the client runs it: in the game's worker, or here. */
export interface GameSolver<P, Data> {
  /** Starts the game's worker from its file; throws where a policy refuses it. */
  startWorker(): Worker;
  /** Starts the same worker from its script's text; rejects where that cannot load or a policy refuses it. */
  startWorkerFromSource(): Promise<Worker>;
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
 * a Web Worker so no frame of the table waits for it. The worker starts from its file; where that
 * fails to load (a host's bundler that left the file behind) it starts again from the file's text,
 * which the solver loads then; where no worker can start at all — a CSP whose `worker-src` (or
 * `script-src`) leaves out the bundle's origin and `blob:` — the same search runs on the main
 * thread, within the short budget each call gives it. Each game has its own worker and its own
 * module that makes its client (`klondikeSolver`, `bakersDozenSolver`), so that a bundle carries
 * one game's solver only.
 */
export class SolverClient<P extends GamePosition = GamePosition, Data = unknown> {
  private worker: Worker | null = null;
  /** The worker starting from its text, meanwhile; searches asked for wait in `pending`. */
  private restarting: Promise<void> | null = null;
  private closed = false;
  private readonly pending = new Map<number, Pending<Data>>();
  private lastId = 0;

  constructor(private readonly game: GameSolver<P, Data>) {
    const worker = startWorker(game);
    if (worker) this.attach(worker, () => this.restartFromSource());
  }

  /** Whether the searches run in a worker. */
  get offThread(): boolean {
    return this.worker !== null || this.restarting !== null;
  }

  /** The solver's answer on the position (which is not changed) within `ms`. */
  solve(position: P, ms: number): Promise<Solved> {
    const data = this.game.data(position);
    const budget = budgetOf(ms);
    if (!this.offThread) return Promise.resolve(this.game.solve(data, budget));
    const id = ++this.lastId;
    return new Promise((resolve) => {
      const pending = { data, budget, resolve };
      this.pending.set(id, pending);
      if (this.worker) post(this.worker, id, pending);
    });
  }

  /** Stops the worker; searches still waiting answer `undecided`, so nobody waits forever. */
  close(): void {
    this.closed = true;
    this.stopWorker();
    for (const id of this.pending.keys()) this.settle(id, UNDECIDED);
  }

  /** Hears `worker`, which runs the searches from now on; `failed` when it cannot. */
  private attach(worker: Worker, failed: () => void): void {
    this.worker = worker;
    worker.addEventListener('message', ({ data }: MessageEvent<SolveReply>) => this.settle(data.id, data));
    // A worker's script that cannot load, or a policy that refuses it, says so after the constructor returned.
    worker.addEventListener('error', failed);
  }

  /** The worker's file did not load: the searches it held, and every later one, go to its text's. */
  private restartFromSource(): void {
    this.stopWorker();
    this.restarting = this.game.startWorkerFromSource().then(
      (worker) => {
        this.restarting = null;
        if (this.closed) {
          worker.terminate();
          return;
        }
        this.attach(worker, () => this.searchHere());
        for (const [id, pending] of this.pending) post(worker, id, pending);
      },
      () => {
        this.restarting = null;
        this.searchHere();
      },
    );
  }

  /** No worker can start: the searches it held, and every later one, run here. */
  private searchHere(): void {
    fellBack();
    this.stopWorker();
    for (const [id, { data, budget }] of this.pending) this.settle(id, this.game.solve(data, budget));
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

/** Asks `worker` for the search `id`. */
function post<Data>(worker: Worker, id: number, { data, budget }: Pending<Data>): void {
  worker.postMessage({ id, position: data, budget } satisfies SolveRequest<Data>);
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
