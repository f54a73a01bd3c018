import { existsSync } from 'node:fs';

/**
 * The headless Chromium of the tests, the bench and the screenshots. Debian's headless shell
 * first: it is the same Blink and V8 without the browser's own UI, so it starts a page and runs a
 * test file on a fraction of the full browser's processor time, and keeps one renderer for every
 * file where the full browser starts one for each. Debian's full Chromium otherwise; `CHROME_PATH`
 * names any other Chromium or Chrome.
 */
const DEBIAN = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath = process.env.CHROME_PATH || DEBIAN.find((path) => existsSync(path)) || DEBIAN.at(-1);

/**
 * Software rendering, nothing fetched in the background, and the compositor's display in the
 * browser process (`--in-process-gpu`): with no GPU to drive, a process of its own only adds
 * a hop for every frame.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
