import { expect } from 'chai';
import { closeHosts, dealt, entriesFetched, fetchedTwice, loadScript, openHost, settledVerdict, watchWorkers, workerFetched } from './host-page.js';

/** A deal the solver proves winnable at once. */
const DEAL = 'KL1-D1N-AAAAAAG';

/** The test page's server under the other name of this machine: another origin, as a CDN is. */
const otherOrigin = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

/** How hosts serve the bundle, the URL of its script tag for each (web-test-runner.bundle.config.mjs serves them all). */
const SERVED = [
  { how: 'with a query string, as WordPress serves every script (?ver=)', src: '/dist/klondike-solitaire.bundled.js?ver=6.4.2' },
  { how: 'renamed, in a folder of its own (/static/js/game.min.js)', src: '/static/js/game.min.js' },
  // The worker starts from a module of the page's origin that imports the worker's script.
  { how: 'from another origin, with CORS', src: `${otherOrigin}/dist/klondike-solitaire.bundled.js` },
];

describe('the Klondike bundle served as hosts serve it', () => {
  it("at jsDelivr's short URL (…/npm/solitaire-elements): the bundle and its chunks from the versioned path, none from …/npm/chunks/", async () => {
    const win = await openHost();
    await loadScript(win.document, '/npm/solitaire-elements');
    const el = await dealt('klondike-solitaire', { 'deal-code': DEAL }, win.document);
    expect(el.dealCode).to.equal(DEAL);
    expect(el.shadowRoot!.querySelectorAll('.column')).to.have.length(7);
    const fetched = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(
      fetched.filter((path) => path.startsWith('/npm/chunks/')),
      'no chunk looked for beside the bare URL',
    ).to.deep.equal([]);
    expect(
      fetched.some((path) => /^\/npm\/solitaire-elements@[^/]+\/dist\/klondike-solitaire\.bundled\.js$/.test(path)),
      'the versioned bundle',
    ).to.equal(true);
    expect(
      fetched.some((path) => /^\/npm\/solitaire-elements@[^/]+\/dist\/chunks\//.test(path)),
      'its chunks beside it',
    ).to.equal(true);
  });

  afterEach(closeHosts);

  it("without the workers' files, as a bundler that leaves them behind: the worker starts from its text", async () => {
    const win = await openHost();
    const workers = watchWorkers(win);
    await loadScript(win.document, '/without-worker-files/klondike-solitaire.bundled.js');
    const el = await dealt('klondike-solitaire', { 'deal-code': DEAL, 'show-winnable': '' }, win.document);
    expect(await settledVerdict(el)).to.equal('winnable');
    expect(workers, 'the file worker that did not load, then its text, which answered').to.deep.equal({ started: 2, answered: 1 });
    expect(workerFetched(win, 'klondike')).to.equal(false);
    expect(win.probe.infos, 'nothing said of the main thread').to.deep.equal([]);
    expect(win.probe.errors).to.deep.equal([]);
  });

  for (const { how, src } of SERVED) {
    it(`${how}: fetched and run once, in the page's language, the solver answering`, async () => {
      const win = await openHost();
      const workers = watchWorkers(win);
      await loadScript(win.document, src);
      const el = await dealt('klondike-solitaire', { 'deal-code': DEAL, 'show-winnable': '' }, win.document);
      expect(await settledVerdict(el)).to.equal('winnable');
      // The status line says the hint in the page's language (French) once its chunk came.
      expect(await el.hint()).to.deep.equal({ from: 'tableau-5', to: 'tableau-6', count: 1 });
      await el.updateComplete;
      const shadow = el.shadowRoot!;
      expect(shadow.querySelector('button.new-game')!.textContent.trim()).to.equal('Nouvelle partie');
      expect(shadow.querySelector('[part="status"]')!.textContent.trim()).to.match(/^Indice\s:\ssix de trèfle sur la colonne\s6\.$/);
      expect(workers, 'one solver worker, which answered').to.deep.equal({ started: 1, answered: 1 });
      // A worker of another origin fetches its script itself, out of the page's resource timing.
      if (src.startsWith('/')) expect(workerFetched(win, 'klondike')).to.equal(true);
      // A second copy of the bundle would bring its own lit, warn "already defined" and fetch itself again.
      expect(win.litElementVersions).to.have.length(1);
      expect(entriesFetched(win)).to.deep.equal([new URL(src, win.location.href).href]);
      expect(fetchedTwice(win)).to.deep.equal([]);
      expect(win.probe.warnings).to.deep.equal([]);
      expect(win.probe.errors).to.deep.equal([]);
    });
  }
});
