// The tarball itself, as `npm pack` would write it: its size, its source maps and the links of
// its Markdown. Called by scripts/check-package.mjs; needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** What `npm pack` may weigh, gzipped: past it, something ships that no host loads. */
export const MAX_PACKED = 400_000;

/** `[text](target)` with a relative target: an absolute URL or a bare anchor leaves the tarball. */
const RELATIVE_LINK = /\]\((?![a-z][\w+.-]*:|#)([^)\s]+)\)/gi;

/** The packed size and the paths in the tarball that `root`'s package.json makes. */
export function packed(root) {
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
  return { size: pack.size, unpackedSize: pack.unpackedSize, paths: new Set(pack.files.map((file) => file.path)) };
}

/** Throws with every problem of the tarball, a line each. */
export function checkTarball(root) {
  const { size, paths } = packed(root);
  const problems = [];
  if (size > MAX_PACKED) problems.push(`packed ${size.toLocaleString('en')} B, over ${MAX_PACKED.toLocaleString('en')} B`);
  const shipped = (from, target) => paths.has(normalize(join(dirname(from), decodeURI(target.split(/[?#]/)[0]))));
  for (const path of paths) {
    const text = () => readFileSync(join(root, path), 'utf8');
    // A map resolves when the debugger can show each source: from the tarball, or from the map itself.
    if (path.endsWith('.map')) {
      const map = JSON.parse(text());
      const unresolved = map.sources.filter((source, i) => !map.sourcesContent?.[i] && !shipped(path, join(map.sourceRoot ?? '', source)));
      if (unresolved.length > 0) problems.push(`${path}: sources not in the tarball: ${unresolved.join(', ')}`);
    }
    if (path.endsWith('.js')) {
      const mapUrl = /\/\/# sourceMappingURL=(?!data:)(\S+)\s*$/.exec(text())?.[1];
      if (mapUrl && !shipped(path, mapUrl)) problems.push(`${path}: its map ${mapUrl} is not in the tarball`);
    }
    if (path.endsWith('.md')) {
      for (const [, target] of text().matchAll(RELATIVE_LINK)) {
        if (!shipped(path, target)) problems.push(`${path}: links ${target}, not in the tarball`);
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
