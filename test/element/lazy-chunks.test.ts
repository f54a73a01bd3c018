import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { klondikeOnly, parseReplay, saveGame } from '../../src/engine/index.js';
import { type FreshPage, freshPage } from './support/fresh-page.js';
import { VECTOR, WINNING_DEAL, part, playByApi, until, winningActions } from './support/helpers.js';

/**
 * Runs `body` with an element on a page of its own, given `attributes` before it joins the page;
 * `deals` are the codes of its new-game events from the start.
 */
async function onFreshPage(attributes: Record<string, string>, body: (el: KlondikeSolitaire, page: FreshPage, deals: string[]) => unknown): Promise<void> {
  const page = await freshPage();
  try {
    const el = page.document.createElement('klondike-solitaire');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const deals: string[] = [];
    el.addEventListener('new-game', (event) => deals.push((event as CustomEvent<{ dealCode: string }>).detail.dealCode));
    page.document.body.append(el);
    await el.updateComplete;
    await body(el, page, deals);
  } finally {
    page.close();
  }
}

describe('lazy chunks', () => {
  it('the status line and the live region load their words with the first thing they say', async () => {
    await onFreshPage({ 'deal-code': VECTOR }, async (el, { fetched }) => {
      expect(fetched('/klondike-texts.'), 'a table no one has touched does not load them').to.equal(false);
      expect(part(el, '.status').textContent.trim()).to.equal('');
      expect(el.turnStock()).to.equal(true);
      await el.updateComplete;
      expect(fetched('/klondike-texts.')).to.equal(true);
      expect(part(el, '.announcer').textContent).to.match(/^\s*Drew /);
    });
  });

  it('a page without storage-key does not load persistence', async () => {
    await onFreshPage({ 'deal-code': VECTOR }, async (el, { fetched }) => {
      expect(el.turnStock()).to.equal(true);
      await el.updateComplete;
      expect(fetched('/persistence.')).to.equal(false);
    });
  });

  it('a page with storage-key loads persistence before its first deal, and that deal is the saved game', async () => {
    const key = 'lazy-chunks';
    const replay = parseReplay(`${VECTOR} t5>t6 D`, klondikeOnly);
    if (!replay.ok) throw new Error(replay.error);
    const record = { format: 'klondike-solitaire-save', version: 1, owner: 'an-earlier-visit', over: false, game: saveGame(replay.value) };
    localStorage.setItem(`klondike-solitaire:${key}:game`, JSON.stringify(record));
    try {
      await onFreshPage({ 'storage-key': key }, async (el, { fetched }, deals) => {
        expect(fetched('/persistence.')).to.equal(true);
        expect(deals, 'one deal, the saved one: no random deal before it').to.deep.equal([VECTOR]);
        expect(await el.exportGame()).to.equal(`${VECTOR} t5>t6 D`);
        expect(el.turnStock()).to.equal(true);
        const saved = JSON.parse(localStorage.getItem(`klondike-solitaire:${key}:game`)!) as { game: { actions: string } };
        expect(saved.game.actions).to.equal('t5>t6 D D');
      });
    } finally {
      localStorage.removeItem(`klondike-solitaire:${key}:game`);
    }
  });

  it('the New game, win and keyboard dialogs load with the first one opened, styled, and only once', async () => {
    await onFreshPage({ 'deal-code': VECTOR }, async (el, { fetched }) => {
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
      expect(
        el.shadowRoot!.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('dialog {'))),
        'the dialog styles joined once, shared by the statistics chunk',
      ).to.have.length(1);
    });
  });

  it('the win celebration is a chunk fetched with the first win, not before', async () => {
    await onFreshPage({ 'deal-code': WINNING_DEAL }, async (el, { fetched }) => {
      const [first, ...rest] = winningActions();
      expect(playByApi(el, first)).to.equal(true);
      await el.updateComplete;
      expect(fetched('/celebration.'), 'a game in play has not fetched it').to.equal(false);
      for (const action of rest) expect(playByApi(el, action)).to.equal(true);
      await until(el, () => el.shadowRoot!.querySelector('canvas.celebration') !== null);
      expect(fetched('/celebration.')).to.equal(true);
    });
  });
});
