import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The dev server rewrites a TypeScript module's `./x.js` imports to `./x.ts`, but a
 * `new URL('./x.js', import.meta.url)` (the solver's worker) is requested as written: this serves
 * the `.ts` source for such a request, as the build emits the `.js`.
 */
export function typeScriptSources(rootDir = process.cwd()) {
  return (context, next) => {
    if (context.path.startsWith('/src/') && context.path.endsWith('.js')) {
      const source = `${context.path.slice(0, -3)}.ts`;
      if (!existsSync(join(rootDir, context.path)) && existsSync(join(rootDir, source))) context.path = source;
    }
    return next();
  };
}
