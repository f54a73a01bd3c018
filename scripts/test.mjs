// `npm test`: the suites that need no DOM (engine, solver) run in Node with mocha while the element's
// run in Chromium with web-test-runner, both at once; each line shows which runner printed it, and the
// last line adds up both runners' counts, which CI reads.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// eslint-disable-next-line no-control-regex -- the escape sequences of colours and the progress bar
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** mocha's closing lines: "12 passing (3s)", "1 pending", "2 failing". */
function mochaCounts(output) {
  const count = (word) => Number(output.match(new RegExp(`^\\s*(\\d+) ${word}`, 'm'))?.[1] ?? 0);
  if (!/^\s*\d+ passing/m.test(output)) return null;
  return { passed: count('passing'), failed: count('failing'), skipped: count('pending') };
}

/** web-test-runner's progress line, the last one printed: "17/17 test files | 170 passed, 1 failed, 2 skipped". */
function webTestRunnerCounts(output) {
  const last = [...output.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  if (!last) return null;
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3] ?? 0) };
}

// package.json's test:node and test:browser say what each runs, so either may be run alone.
const runners = [
  { label: 'node', script: 'test:node', counts: mochaCounts },
  { label: 'chromium', script: 'test:browser', counts: webTestRunnerCounts },
];
const width = Math.max(...runners.map((runner) => runner.label.length));

function run({ label, script, counts }) {
  const prefix = `${label.padEnd(width)} │ `;
  // Interleaved, the runners' blank lines and web-test-runner's "Running tests..." only break up what belongs together.
  const show = (line) => {
    const text = line.replace(ANSI, '');
    if (text.trim() !== '' && text.trim() !== 'Running tests...') process.stdout.write(`${prefix}${text}\n`);
  };
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    // The counts are read from standard output only, where both runners print their summary.
    let output = '';
    const flushes = [child.stdout, child.stderr].map((stream) => {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        if (stream === child.stdout) output += chunk;
        const lines = (partial + chunk).split(/\r?\n/);
        partial = lines.pop();
        for (const line of lines) show(line);
      });
      return () => show(partial);
    });
    child.on('error', (error) => resolve({ label, code: 1, counts: null, error }));
    child.on('close', (code) => {
      for (const flush of flushes) flush();
      resolve({ label, code: code ?? 1, counts: counts(output.replace(ANSI, '')) });
    });
  });
}

const results = await Promise.all(runners.map(run));
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { label, code, counts, error } of results) {
  // A runner that stops before its tests (a file that does not load, a crash) fails the run even
  // when no test failed: it counts as one failure, so the summary line never reads as a pass.
  const failedToRun = code !== 0 && (counts === null || counts.failed === 0);
  if (failedToRun) console.log(`${label}: exited with code ${code}${error ? ` (${error.message})` : ''} without a failing test; counted as one failure`);
  total.passed += counts?.passed ?? 0;
  total.failed += (counts?.failed ?? 0) + (failedToRun ? 1 : 0);
  total.skipped += counts?.skipped ?? 0;
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 ? 1 : 0;
