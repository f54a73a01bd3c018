import { type Solvable, positionData, solvePosition } from '../../solver/worker/solve-position.js';
import type { SolveReply, SolveRequest } from '../../solver/worker/solver-worker.js';

/** What the solver says of a position: its verdict, and the winning line when there is one. */
export type Solved = Pick<SolveReply, 'verdict' | 'line'>;

interface Pending {
  readonly position: Solvable;
  readonly ms: number;
  readonly resolve: (solved: Solved) => void;
}

const UNDECIDED: Solved = { verdict: 'undecided', line: null };

/**
 * The exact solver of the element's game, loaded only when a feature needs it. It searches in
 * a Web Worker so no frame of the table waits for it; where no worker can start — a CSP whose
 * `worker-src` (or `script-src`) leaves out the bundle's origin, a bundle served from another
 * origin than the page — the same search runs on the main thread, within the short budget each
 * call gives it.
 */
export class SolverClient {
  private worker: Worker | null = startWorker();
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;

  constructor() {
    this.worker?.addEventListener('message', ({ data }: MessageEvent<SolveReply>) => this.settle(data.id, data));
    // A policy can also refuse the worker's script after the constructor returned: the searches
    // it held, and every later one, run here instead.
    this.worker?.addEventListener('error', () => {
      this.stopWorker();
      for (const [id, { position, ms }] of this.pending) this.settle(id, solvePosition(position, ms));
    });
  }

  /** Whether the searches run in a worker. */
  get offThread(): boolean {
    return this.worker !== null;
  }

  /** The solver's answer on the position (which is not changed) within `ms`. */
  solve(position: Solvable, ms: number): Promise<Solved> {
    if (!this.worker) return Promise.resolve(solvePosition(position.clone(), ms));
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.pending.set(id, { position: position.clone(), ms, resolve });
      this.worker!.postMessage({ id, position: positionData(position), ms } satisfies SolveRequest);
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

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('../../solver/worker/solver-worker.js', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
