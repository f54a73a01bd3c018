// The one platform global the engine reads beyond ES2022: browsers, workers and Node all offer
// it. Declared as the DOM and WebWorker libraries do, so it merges with theirs where they apply.

interface Crypto {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

declare var crypto: Crypto;
