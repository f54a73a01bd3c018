// What each module of a bundle costs in gzip bytes: its file's gzip size minus that file's size
// with the module's code (found through the source map) taken out. gzip shares repeated text
// across modules, so the shares do not add up to the whole; each says what leaving that module
// out saves.
import { readFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';

const gzipSize = (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

/** A package for code from node_modules (`lit-html/…` → `lit-html`), else the path under src/. */
function owner(source) {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (packaged) return packaged[1];
  return source.replace(/^.*?\bsrc\//, 'src/');
}

/** The modules of the files at `paths` (each with its `.map` beside it), costliest first. */
export async function bundleShares(paths) {
  const shares = (await Promise.all(paths.map(fileShares))).flat();
  return shares.sort((a, b) => b.bytes - a.bytes);
}

/** The modules of the file at `path`, each with what leaving it out of that file saves. */
async function fileShares(path) {
  const code = readFileSync(path, 'utf8');
  const lines = code.split('\n');
  const spans = new Map();
  const consumer = await new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping));
  consumer.destroy();
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  mappings.forEach((mapping, index) => {
    if (!mapping.source) return;
    const next = mappings[index + 1];
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length;
    const name = owner(mapping.source);
    if (!spans.has(name)) spans.set(name, []);
    spans.get(name).push([mapping.generatedLine - 1, mapping.generatedColumn, end]);
  });
  const whole = gzipSize(code);
  return [...spans].map(([name, taken]) => {
    const kept = lines.map((line) => new Uint8Array(line.length).fill(1));
    for (const [line, from, to] of taken) kept[line].fill(0, from, to);
    const rest = lines.map((line, index) => [...line].filter((_, column) => kept[index][column]).join('')).join('\n');
    return { name, bytes: whole - gzipSize(rest) };
  });
}
