import { expect } from 'chai';
import { closeHosts, dealt, fetchedTwice, loadScript, openHost, settledVerdict } from './host-page.js';

describe('both bundles on one page', () => {
  afterEach(closeHosts);

  it('share one lit and every chunk: each file fetched once, both games played in the page’s language', async () => {
    const win = await openHost();
    await Promise.all([loadScript(win.document, '/dist/klondike-solitaire.bundled.js'), loadScript(win.document, '/dist/bakers-dozen-solitaire.bundled.js')]);
    const klondike = await dealt('klondike-solitaire', { 'deal-code': 'KL1-D1N-AAAAAAG', 'show-winnable': '' }, win.document);
    const bakersDozen = await dealt('bakers-dozen-solitaire', { 'deal-code': 'BD1-AAAAAAG' }, win.document);
    expect(await settledVerdict(klondike)).to.equal('winnable');
    expect(klondike.move('tableau-5', 'tableau-6')).to.equal(true);
    // The ace of hearts goes home: both games then say what they did, in words of the chunks they share.
    expect(bakersDozen.move('tableau-7', 'foundation-2')).to.equal(true);
    await Promise.all([klondike.updateComplete, bakersDozen.updateComplete]);
    for (const el of [klondike, bakersDozen]) {
      expect(el.shadowRoot!.querySelector('button.new-game')!.textContent.trim()).to.equal('Nouvelle partie');
      expect(el.shadowRoot!.querySelector('.announcer')!.textContent).to.contain(' va sur ');
    }
    expect(win.litElementVersions).to.have.length(1);
    expect(fetchedTwice(win)).to.deep.equal([]);
    expect(win.probe.warnings).to.deep.equal([]);
    expect(win.probe.errors).to.deep.equal([]);
  });
});
