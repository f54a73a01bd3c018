/** The name of the Trusted Types policy the solver's workers start through (README, "Content Security Policy"). */
const TRUSTED_TYPES_POLICY = 'klondike-solitaire';

/** As much of the Trusted Types API as starting a worker needs (the DOM library leaves it out). */
interface ScriptURLPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptURLPolicy;
}

/** The policy, made the first time a worker starts; null where the page's CSP does not allow its name. */
let policy: ScriptURLPolicy | null | undefined;

/**
 * Starts the module worker whose script is at `url`. A worker's script must come from the page's
 * origin, so for a bundle served from another (a CDN) the worker starts from a one-line module of
 * the page's own that imports the worker's script, which the CDN serves with CORS as it serves the
 * bundle; a CSP that sets `worker-src` must then allow `blob:`. Where a page enforces Trusted Types
 * (`require-trusted-types-for 'script'`), the Worker constructor takes only a TrustedScriptURL:
 * this module's own policy gives one, the same for both games on a page, and vouches for the
 * URLs passed here, which are the workers built next to the solver (rollup.config.mjs,
 * `workers`). Throws where the page's policy refuses the worker.
 */
export function startModuleWorker(url: URL): Worker {
  return startWorkerAt(url.origin === location.origin ? url.href : moduleOf(`import ${JSON.stringify(url.href)};`));
}

/**
 * Starts the worker whose whole script is `source`, the build's text of the worker file, for a
 * host's bundler that left the file behind (esbuild, rollup): the worker then starts from a
 * `blob:` module, which a CSP that sets `worker-src` must allow, as for a bundle on a CDN.
 */
export function startWorkerFromSource(source: string): Worker {
  return startWorkerAt(moduleOf(source));
}

function startWorkerAt(href: string): Worker {
  if (policy === undefined) policy = createPolicy();
  // The DOM library types the constructor's URL as a string; a TrustedScriptURL stands for one.
  const script = (policy?.createScriptURL(href) ?? href) as string | URL;
  return new Worker(script, { type: 'module' });
}

/** A module of the page's origin whose text is `source`. */
function moduleOf(source: string): string {
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

function createPolicy(): ScriptURLPolicy | null {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  try {
    return trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (url) => url }) ?? null;
  } catch {
    // The page's `trusted-types` directive does not list the name: a plain URL is all there is.
    return null;
  }
}
