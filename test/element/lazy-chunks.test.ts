import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { klondikeOnly, parseReplay, saveGame } from '../../src/engine/index.js';
import { VECTOR, part, solitaire } from './helpers.js';

/** Whether the page has fetched a module whose path contains `name`. */
function fetched(name: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));
}

// The tests share one page and its loaded chunks: each checks a chunk no test before it loaded.
describe('lazy chunks', () => {
  it('the status line and the live region load their words with the first thing they say', async () => {
    const el = await solitaire();
    expect(fetched('/game-texts.'), 'a table no one has touched does not load them').to.equal(false);
    expect(part(el, '.status').textContent!.trim()).to.equal('');
    expect(el.turnStock()).to.equal(true);
    await el.updateComplete;
    expect(fetched('/game-texts.')).to.equal(true);
    expect(part(el, '.announcer').textContent).to.match(/^\s*Drew /);
  });

  it('a page with storage-key loads persistence before its first deal, and that deal is the saved game', async () => {
    const key = `lazy-${Math.random().toString(36).slice(2)}`;
    const replay = parseReplay(`${VECTOR} t5>t6 D`, klondikeOnly);
    if (!replay.ok) throw new Error(replay.error);
    const record = { format: 'klondike-solitaire-save', version: 1, owner: 'an-earlier-visit', over: false, game: saveGame(replay.value) };
    localStorage.setItem(`klondike-solitaire:${key}:game`, JSON.stringify(record));
    expect(fetched('/persistence.'), 'a page without a storage key does not load it').to.equal(false);
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    el.setAttribute('storage-key', key);
    const deals: string[] = [];
    el.addEventListener('new-game', (event) => deals.push((event as CustomEvent<{ dealCode: string }>).detail.dealCode));
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(fetched('/persistence.')).to.equal(true);
      expect(deals, 'one deal, the saved one: no random deal before it').to.deep.equal([VECTOR]);
      expect(el.exportGame()).to.equal(`${VECTOR} t5>t6 D`);
      expect(el.turnStock()).to.equal(true);
      expect(JSON.parse(localStorage.getItem(`klondike-solitaire:${key}:game`)!).game.actions).to.equal('t5>t6 D D');
    } finally {
      el.remove();
      localStorage.removeItem(`klondike-solitaire:${key}:game`);
    }
  });

  it('the New game, win and keyboard dialogs load with the first one opened, styled, and only once', async () => {
    const el = await solitaire();
    expect(el.shadowRoot!.querySelector('dialog'), 'no dialog before one is asked for').to.equal(null);
    expect(fetched('/game-dialogs.'), 'a page that opens no dialog does not load them').to.equal(false);
    (part(el, 'button.keys') as HTMLButtonElement).click();
    await el.updateComplete;
    const help = part(el, 'dialog.help') as HTMLDialogElement;
    expect(help.open).to.equal(true);
    expect(fetched('/game-dialogs.')).to.equal(true);
    expect(getComputedStyle(help).borderRadius, 'the dialog styles came with the chunk').to.equal('14px');
    help.close();
    (part(el, 'button.new-game') as HTMLButtonElement).click();
    await el.updateComplete;
    expect((part(el, 'dialog.new-game') as HTMLDialogElement).open).to.equal(true);
    (part(el, 'dialog.new-game') as HTMLDialogElement).close();
    (part(el, 'button.stats') as HTMLButtonElement).click();
    await el.updateComplete;
    expect((part(el, 'dialog.statistics') as HTMLDialogElement).open).to.equal(true);
    expect(el.shadowRoot!.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('dialog {'))), 'the dialog styles joined once, shared by the statistics chunk').to.have.length(1);
  });
});
