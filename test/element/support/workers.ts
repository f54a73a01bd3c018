import type { SolveReply, SolveRequest } from '../../../src/solver/worker/solver-protocol.js';

/** A Worker as a CSP whose `worker-src` leaves out the script's origin makes it: it never starts. */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a constructor that throws is all it is
export const RefusedWorker = class {
  constructor() {
    throw new DOMException('worker-src refused', 'SecurityError');
  }
} as unknown as typeof Worker;

/** A Worker whose script is not there: it starts, then fails to load. */
export const MissingScriptWorker = class extends Worker {
  constructor(_url: string | URL, options?: WorkerOptions) {
    super('/no/such/worker.js', options);
  }
};

/** Runs `body` with `Worker` replaced by `replacement`, as the page's scripts see it. */
export async function withWorker(replacement: typeof Worker, body: () => unknown): Promise<void> {
  const original = window.Worker;
  window.Worker = replacement;
  try {
    await body();
  } finally {
    window.Worker = original;
  }
}

export interface WorkerTraffic {
  /** The answers the workers have sent so far. */
  replies: () => number;
  /** Resolves once every request posted so far has its answer. */
  answered: () => Promise<void>;
}

/** Runs `body` with every worker started counting the requests posted to it and the answers it sends. */
export async function withCountedWorkers(body: (traffic: WorkerTraffic) => unknown): Promise<void> {
  let [requests, replies] = [0, 0];
  let waiting: (() => void)[] = [];
  const settle = (): void => {
    if (replies < requests) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  await withWorker(
    class extends window.Worker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', () => {
          replies++;
          settle();
        });
        const post = this.postMessage.bind(this) as (...args: unknown[]) => void;
        this.postMessage = ((...args: unknown[]) => {
          requests++;
          post(...args);
        }) as Worker['postMessage'];
      }
    },
    () =>
      body({
        replies: () => replies,
        answered: () =>
          new Promise<void>((resolve) => {
            waiting.push(resolve);
            settle();
          }),
      }),
  );
}

/** Starts a solver worker from its script, asks it once and stops it. */
export async function askSolverWorker<Data>(script: URL, request: SolveRequest<Data>): Promise<SolveReply> {
  const worker = new Worker(script, { type: 'module' });
  try {
    return await new Promise<SolveReply>((resolve, reject) => {
      worker.onmessage = ({ data }) => resolve(data as SolveReply);
      worker.onerror = () => reject(new Error('the worker did not start'));
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}
