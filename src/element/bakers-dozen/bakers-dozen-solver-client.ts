import type { BakersDozen } from '../../engine/bakers-dozen.js';
import { type BakersDozenData, bakersDozenData, solveBakersDozenData } from '../../solver/worker/bakers-dozen-data.js';
import { startModuleWorker, startWorkerFromSource } from '../solver/module-worker.js';
import { SolverClient } from '../solver/solver-client.js';

/** The Baker's Dozen solver, in a worker of its own (see `SolverClient`). */
export function bakersDozenSolver(): SolverClient<BakersDozen, BakersDozenData> {
  return new SolverClient({
    // The literal URL is what the build turns into a worker file (rollup.config.mjs, `workers`).
    startWorker: () => startModuleWorker(new URL('../../solver/worker/bakers-dozen-worker.js', import.meta.url)),
    startWorkerFromSource: async () => startWorkerFromSource((await import('../../solver/worker/bakers-dozen-worker-source.js')).default),
    data: bakersDozenData,
    solve: solveBakersDozenData,
  });
}
