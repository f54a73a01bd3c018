import type { Klondike } from '../engine/klondike.js';
import { solveKlondike } from '../solver/klondike-solver.js';
import type { Verdict } from '../solver/solve-result.js';
import type { SolveReply, SolveRequest } from '../solver/solver-worker.js';

interface Pending {
  readonly position: Klondike;
  readonly ms: number;
  readonly resolve: (verdict: Verdict) => void;
}

/**
 * The exact Klondike solver for the element, loaded only when a feature needs it. It searches in
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
    this.worker?.addEventListener('message', ({ data }: MessageEvent<SolveReply>) => this.settle(data.id, data.verdict));
    // A policy can also refuse the worker's script after the constructor returned: the searches
    // it held, and every later one, run here instead.
    this.worker?.addEventListener('error', () => {
      this.stopWorker();
      for (const [id, { position, ms }] of this.pending) this.settle(id, solveKlondike(position, { ms }).verdict);
    });
  }

  /** Whether the searches run in a worker. */
  get offThread(): boolean {
    return this.worker !== null;
  }

  /** The solver's verdict on the position (which is not changed) within `ms`. */
  solve(position: Klondike, ms: number): Promise<Verdict> {
    if (!this.worker) return Promise.resolve(solveKlondike(position.clone(), { ms }).verdict);
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.pending.set(id, { position: position.clone(), ms, resolve });
      this.worker!.postMessage({ id, table: position.table(), options: position.options, ms } satisfies SolveRequest);
    });
  }

  /** Stops the worker; searches still waiting answer `undecided`, so nobody waits forever. */
  close(): void {
    this.stopWorker();
    for (const id of this.pending.keys()) this.settle(id, 'undecided');
  }

  private settle(id: number, verdict: Verdict): void {
    this.pending.get(id)?.resolve(verdict);
    this.pending.delete(id);
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('../solver/solver-worker.js', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
