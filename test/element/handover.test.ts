import { expect, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { freshPage } from './support/fresh-page.js';
import { VECTOR, solitaire, storageKey, warnings } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const TAB_ONLY = "The browser's storage is full: this game comes back if you reload this tab, but not once you close it.";

const gameKey = (key: string): string => `klondike-solitaire:${key}:game`;

function notice(el: KlondikeSolitaire): string | undefined {
  return el.shadowRoot!.querySelector('.saved-notice')?.textContent.trim();
}

/** Resolves once `done` holds: lock grants and storage events come as tasks of their own. */
async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; !done(); tries++) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A localStorage full for the element's keys while this tab's sessionStorage has room. */
function fillLocalStorage(): () => void {
  const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
  const original = setItem.value as (this: Storage, key: string, value: string) => void;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === localStorage && key.startsWith('klondike-solitaire:')) throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
    original.call(this, key, value);
  };
  return () => Object.defineProperty(Storage.prototype, 'setItem', setItem);
}

withReducedMotion();

/** A newer tab (`page`) opens the game saved under `key` and takes the key: `here` shows it lost it. */
async function newerTabTakes(page: Awaited<ReturnType<typeof freshPage>>, key: string, here: KlondikeSolitaire): Promise<void> {
  const there = page.document.createElement('klondike-solitaire');
  there.setAttribute('storage-key', key);
  page.document.body.append(there);
  await there.updateComplete;
  await until(() => notice(here) !== undefined);
}

describe('the key handed back', () => {
  it('a tab that lost the key takes it back once the tab that took it closes, and its next move is saved', async () => {
    const key = storageKey('handover');
    const here = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    const page = await freshPage();
    await warnings(async () => {
      await newerTabTakes(page, key, here);
      page.close();
      await until(() => notice(here) === undefined);
    });
    expect(here.turnStock()).to.equal(true);
    const played = here.state.stock;
    here.remove();
    const reloaded = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(reloaded.moves).to.equal(1);
    expect(reloaded.state.stock).to.deep.equal(played);
  });

  it('without Web Locks a tab that lost the key stays unsaved after the other tab closes', async () => {
    const key = storageKey('handover');
    const locks = Object.getOwnPropertyDescriptor(Navigator.prototype, 'locks')!;
    delete (Navigator.prototype as { locks?: unknown }).locks;
    try {
      const here = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
      const page = await freshPage();
      await warnings(async () => {
        await newerTabTakes(page, key, here);
        const saved = localStorage.getItem(gameKey(key));
        page.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(here.turnStock()).to.equal(true);
        await here.updateComplete;
        expect(notice(here)).not.to.equal(undefined);
        expect(localStorage.getItem(gameKey(key))).to.equal(saved);
      });
    } finally {
      Object.defineProperty(Navigator.prototype, 'locks', locks);
    }
  });
});

describe('a full localStorage on the first visit', () => {
  it('keeps the game for a reload in this tab, and says it will not survive closing the tab', async () => {
    const key = storageKey('tab-only');
    const repair = fillLocalStorage();
    try {
      await warnings(async () => {
        const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
        for (let draw = 0; draw < 5; draw++) expect(el.turnStock()).to.equal(true);
        await el.updateComplete;
        expect(notice(el)).to.equal(TAB_ONLY);
        const played = el.state.stock;
        el.remove();
        const reloaded = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
        expect(reloaded.moves).to.equal(5);
        expect(reloaded.state.stock).to.deep.equal(played);
        reloaded.remove();
      });
    } finally {
      repair();
      sessionStorage.clear();
    }
  });
});
