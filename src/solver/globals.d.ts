// The one platform global the solver reads beyond ES2022, for its time budget: the main thread
// and the worker both offer it. Declared as the DOM and WebWorker libraries do, so it merges
// with theirs where they apply.

interface Performance {
  now(): number;
}

declare var performance: Performance;
