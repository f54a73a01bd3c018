import { expect } from 'chai';
import { makePileId, parseActions } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/index.js';
import { WINNING_LINES } from '../engine/winning-lines.js';
import { type HostWindow, closeHosts, dealt, fetchedTwice, openHost, workerFetched } from './host-page.js';

/** The host pages, each sent a strict policy with Trusted Types enforced (web-test-runner.bundle.config.mjs). */
const HOSTS = [
  { page: '/test/bundle/csp/games.html', what: 'the games alone, under the policy without allow-duplicates' },
  { page: '/test/bundle/csp/host-lit.html', what: "beside the host's own lit, under the README's policy" },
];

const WINNING_DEAL = 'KL1-D1N-AAAAAAD';

describe('both bundles under a strict policy with Trusted Types enforced', () => {
  afterEach(closeHosts);

  for (const { page, what } of HOSTS) {
    it(`${what}: both define; auto-finish, show-winnable and winnable use the workers; nothing is reported`, async () => {
      const win = await openHost(page);
      // Module scripts run before the load event: a bundle that threw left its element undefined.
      expect(win.probe.errors).to.deep.equal([]);
      expect(win.customElements.get('klondike-solitaire')).to.not.equal(undefined);
      expect(win.customElements.get('bakers-dozen-solitaire')).to.not.equal(undefined);

      await autoFinished(win);
      await dealt('klondike-solitaire', { winnable: '' }, win.document);
      await dealt('bakers-dozen-solitaire', { winnable: '' }, win.document);
      expect(win.probe.violations).to.deep.equal([]);
      expect(win.probe.errors).to.deep.equal([]);
      expect(workerFetched(win, 'klondike')).to.equal(true);
      expect(workerFetched(win, 'bakers-dozen')).to.equal(true);
      expect(win.probe.warnings.filter((warning) => !warning.startsWith('Lit is in dev mode'))).to.deep.equal([]);
      expect(fetchedTwice(win)).to.deep.equal([]);
      const host = win.document.querySelector('host-widget');
      if (host) expect(host.shadowRoot!.textContent.trim()).to.equal("The host's own widget");
      // The policy is enforced on that page: markup from a string is refused there.
      expect(() => (win.document.body.innerHTML = '<b>hi</b>')).to.throw(/TrustedHTML/);
    });
  }
});

/** Plays a winning game up to its endgame on an `auto-finish` table; resolves once the element finished it. */
async function autoFinished(win: HostWindow): Promise<void> {
  const el: KlondikeSolitaire = await dealt('klondike-solitaire', { 'deal-code': WINNING_DEAL, 'show-winnable': '', 'auto-finish': '' }, win.document);
  const won = new Promise((resolve) => el.addEventListener('win', resolve, { once: true }));
  for (const action of parseActions(WINNING_LINES[WINNING_DEAL])!) {
    const { stock, waste, tableau } = el.state;
    if (stock.length === 0 && waste.length === 0 && tableau.every((column) => column.faceDown.length === 0)) break;
    const played = action.type === 'move' ? el.move(makePileId(action.from), makePileId(action.to), action.count) : el.turnStock();
    expect(played).to.equal(true);
  }
  const before = el.moves;
  await won;
  expect(el.moves).to.be.greaterThan(before);
}
