import type { Klondike } from '../../engine/klondike.js';
import { type KlondikeData, klondikeData, solveKlondikeData } from '../../solver/worker/klondike-data.js';
import { startModuleWorker, startWorkerFromSource } from '../solver/module-worker.js';
import { SolverClient } from '../solver/solver-client.js';

/** The Klondike solver, in a worker of its own (see `SolverClient`). */
export function klondikeSolver(): SolverClient<Klondike, KlondikeData> {
  return new SolverClient({
    // The literal URL is what the build turns into a worker file (rollup.config.mjs, `workers`).
    startWorker: () => startModuleWorker(new URL('../../solver/worker/klondike-worker.js', import.meta.url)),
    startWorkerFromSource: async () => startWorkerFromSource((await import('../../solver/worker/klondike-worker-source.js')).default),
    data: klondikeData,
    solve: solveKlondikeData,
  });
}
