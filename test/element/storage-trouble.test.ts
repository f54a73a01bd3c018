import { expect, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { configErrors } from './support/config-errors.js';
import { type FreshPage, freshPage } from './support/fresh-page.js';
import { VECTOR, part, solitaire, speaks, storageKey, warnings } from './support/helpers.js';
import { blockStorage, fillStorage } from './support/storage.js';
import { withReducedMotion } from './support/motion.js';

/** What the status line says while the browser refuses to store the game, and once it stores it again. */
const NOT_SAVED = {
  en: "This game cannot be saved now: the browser's storage is full or turned off. It stays here until the page closes.",
  fr: 'Cette partie ne peut pas être enregistrée pour l’instant\u00a0: le stockage du navigateur est plein ou désactivé. Elle reste ici jusqu’à la fermeture de la page.',
  ar: 'لا يمكن حفظ هذه المباراة الآن: مساحة التخزين في المتصفح ممتلئة أو معطّلة. تبقى هنا حتى تُغلق الصفحة.',
};
const SAVED_AGAIN = { en: 'The game is saved again.', fr: 'La partie est de nouveau enregistrée.', ar: 'تُحفظ المباراة من جديد.' };

/** A key with nothing under it, not even a copy set aside. */
function freshKey(): string {
  const key = storageKey('storage-trouble');
  for (const part of ['game', 'stats']) localStorage.removeItem(`klondike-solitaire:${key}:${part}:set-aside`);
  return key;
}

const gameKey = (key: string): string => `klondike-solitaire:${key}:game`;

function savedRecord(key: string): { owner: string; game: { dealCode: string; actions: string } } {
  return JSON.parse(localStorage.getItem(gameKey(key))!) as { owner: string; game: { dealCode: string; actions: string } };
}

/** The table as a player sees it, without the clock. */
function table(el: KlondikeSolitaire): unknown {
  const { elapsedMs: _, ...rest } = el.state;
  return rest;
}

function statusLine(el: KlondikeSolitaire): string {
  return part(el, '.status').textContent.trim();
}

/** The element as another tab opens it: a page of its own, with its own copy of the element's code. */
async function openIn(page: FreshPage, key: string): Promise<KlondikeSolitaire> {
  const el = page.document.createElement('klondike-solitaire');
  el.setAttribute('storage-key', key);
  page.document.body.append(el);
  await el.updateComplete;
  return el;
}

/** Resolves once `target` hears another page write `key`: storage events come as a task of their own. */
function storageEvent(key: string, target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const heard = (event: StorageEvent): void => {
      if (event.key !== key) return;
      target.removeEventListener('storage', heard);
      resolve();
    };
    target.addEventListener('storage', heard);
  });
}

/** A bare page of the same origin: what it writes to localStorage reaches this page as another tab's write. */
async function anotherTab(): Promise<{ storage: Storage; close: () => void }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = '<!doctype html><title>another tab</title>';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { storage: frame.contentWindow!.localStorage, close: () => frame.remove() };
}

/**
 * A saved game as version 1 of the element wrote it, every action from the deal: `actions` draws
 * and recycles of the test vector (draw 1 standard passes through the stock without end).
 */
function earlierVersionRecord(actions: number): string {
  const pass = [...Array<string>(24).fill('D'), 'R'];
  const game = {
    format: 'solitaire-game',
    version: 1,
    dealCode: VECTOR,
    rules: { classicPasses: false, retrieval: true, maxUndos: null },
    actions: Array.from({ length: actions }, (_, index) => pass[index % pass.length]).join(' '),
    undoFloor: actions - 100,
    undosUsed: 0,
    elapsedMs: 0,
  };
  return JSON.stringify({ format: 'klondike-solitaire-save', version: 1, owner: 'an-earlier-visit', over: false, game });
}

/** Records a newer version of the element may write: this element cannot read either. */
const NEWER_RECORDS = {
  'a newer record': JSON.stringify({ format: 'klondike-solitaire-save', version: 2, owner: 'a-newer-tab', over: false, game: { layout: 'new' } }),
  'a newer saved game in a record of this version': JSON.stringify({
    format: 'klondike-solitaire-save',
    version: 1,
    owner: 'a-newer-tab',
    over: false,
    game: { format: 'solitaire-game', version: 3, dealCode: VECTOR },
  }),
};

withReducedMotion();

describe('a full or refused storage', () => {
  it('a write the browser refused does not stop saving: what is played once there is room is saved, and a reload brings it back', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    const repair = fillStorage();
    try {
      await warnings(() => {
        for (let draw = 0; draw < 3; draw++) expect(el.turnStock()).to.equal(true);
      });
    } finally {
      repair();
    }
    expect(el.turnStock()).to.equal(true);
    expect(el.turnStock()).to.equal(true);
    expect(savedRecord(key).game.actions).to.equal('t5>t6 D D D D D');
    const page = await freshPage();
    try {
      await warnings(async () => {
        const reloaded = await openIn(page, key);
        expect(table(reloaded), 'a reload brings back every move').to.deep.equal(table(el));
      });
    } finally {
      page.close();
    }
  });

  for (const lang of ['en', 'fr', 'ar'] as const) {
    it(`says in the status line (${lang}) when the game cannot be saved, for as long as that lasts, and when it is saved again`, async () => {
      const key = freshKey();
      const el = await solitaire(html`<klondike-solitaire lang=${lang} storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
      await speaks(el, lang);
      expect(part(el, '.status').getAttribute('aria-live'), 'the status line is a live region').to.equal('polite');
      const repair = fillStorage();
      try {
        await warnings(async () => {
          expect(el.turnStock()).to.equal(true);
          await el.updateComplete;
          expect(statusLine(el)).to.equal(NOT_SAVED[lang]);
          expect(el.turnStock()).to.equal(true);
          await el.updateComplete;
          expect(statusLine(el)).to.equal(NOT_SAVED[lang]);
        });
      } finally {
        repair();
      }
      expect(el.turnStock()).to.equal(true);
      await el.updateComplete;
      expect(statusLine(el)).to.equal(SAVED_AGAIN[lang]);
      expect(el.turnStock()).to.equal(true);
      await el.updateComplete;
      expect(statusLine(el), 'said once').to.equal('');
    });
  }

  for (const [refusal, refuse] of [
    ['full', fillStorage],
    ['blocked', blockStorage],
  ] as const) {
    it(`says so from the first visit when storage is ${refusal}`, async () => {
      const key = freshKey();
      const repair = refuse();
      try {
        const { warned } = await configErrors(async () => {
          const el = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
          expect(statusLine(el)).to.equal(NOT_SAVED.en);
        });
        expect(warned, 'and the console says it once').to.have.length(1);
      } finally {
        repair();
      }
    });
  }

  it('statistics counted while storage was full are stored at the first save once there is room', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    const repair = fillStorage();
    try {
      await warnings(() => el.newGame());
    } finally {
      repair();
    }
    const stats = `klondike-solitaire:${key}:stats`;
    expect(localStorage.getItem(stats)).to.equal(null);
    expect(el.turnStock()).to.equal(true);
    const stored = JSON.parse(localStorage.getItem(stats)!) as { modes: Record<string, { played: number }> };
    expect(stored.modes['1-standard'].played, 'the game given up while storage was full').to.equal(1);
  });
});

describe('another tab, another version', () => {
  for (const [kind, newer] of Object.entries(NEWER_RECORDS)) {
    it(`an older tab never writes over ${kind} another tab saves, and says it no longer saves`, async () => {
      const key = freshKey();
      const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      const tab = await anotherTab();
      try {
        const warned = await warnings(async () => {
          const heard = storageEvent(gameKey(key));
          tab.storage.setItem(gameKey(key), newer);
          await heard;
          expect(el.turnStock()).to.equal(true);
          await el.updateComplete;
        });
        expect(localStorage.getItem(gameKey(key))).to.equal(newer);
        expect(part(el, '.saved-notice').textContent).to.contain('another tab');
        expect(warned).to.have.length(1);
      } finally {
        tab.close();
      }
    });

    it(`an older tab that missed the storage event still never writes over ${kind}`, async () => {
      const key = freshKey();
      const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
      // Written on this page, so no storage event tells the element.
      localStorage.setItem(gameKey(key), newer);
      await warnings(() => expect(el.turnStock()).to.equal(true));
      expect(localStorage.getItem(gameKey(key))).to.equal(newer);
    });
  }

  it('a move kept only in memory while storage was full does not later write over what another tab saved meanwhile', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    const tab = await anotherTab();
    try {
      const other = JSON.stringify({ ...savedRecord(key), owner: 'another-tab' });
      await warnings(async () => {
        const repair = fillStorage();
        try {
          expect(el.turnStock()).to.equal(true);
          const heard = storageEvent(gameKey(key));
          tab.storage.setItem(gameKey(key), other);
          await heard;
        } finally {
          repair();
        }
        expect(el.turnStock()).to.equal(true);
      });
      expect(localStorage.getItem(gameKey(key))).to.equal(other);
    } finally {
      tab.close();
    }
  });

  it("a newer version's saved game stays while storage is full, and is set aside once a copy of it can be stored", async () => {
    const key = freshKey();
    const newer = NEWER_RECORDS['a newer record'];
    localStorage.setItem(gameKey(key), newer);
    const repair = fillStorage();
    let el!: KlondikeSolitaire;
    try {
      const { errors } = await configErrors(async () => {
        el = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
        expect(el.turnStock()).to.equal(true);
      });
      expect(errors).to.have.length(1);
      expect(errors[0].message).to.contain('no room to set a copy aside');
      expect(localStorage.getItem(gameKey(key)), 'neither removed nor written over').to.equal(newer);
      expect(statusLine(el)).to.equal(NOT_SAVED.en);
    } finally {
      repair();
    }
    expect(el.turnStock()).to.equal(true);
    await el.updateComplete;
    expect(localStorage.getItem(`${gameKey(key)}:set-aside`)).to.equal(newer);
    expect(savedRecord(key).game).to.include({ dealCode: el.dealCode, actions: 'D D' });
    expect(statusLine(el)).to.equal(SAVED_AGAIN.en);
  });

  it('a copy that lost the key takes it back when it deals or opens a game, in another tab as on this page', async () => {
    const key = freshKey();
    const here = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    expect(here.move('tableau-5', 'tableau-6')).to.equal(true);
    const page = await freshPage();
    const pageWindow = page.document.defaultView!;
    try {
      await warnings(async () => {
        const heard = storageEvent(gameKey(key));
        const there = await openIn(page, key);
        await heard;
        await here.updateComplete;
        expect(table(there), 'the other tab opened the same game').to.deep.equal(table(here));
        expect(here.shadowRoot!.querySelector('.saved-notice'), 'this tab lost the key').not.to.equal(null);

        const heardThere = storageEvent(gameKey(key), pageWindow);
        await here.newGame();
        expect(savedRecord(key).game.dealCode, 'a game dealt here is saved').to.equal(here.dealCode);
        await heardThere;
        await there.updateComplete;
        expect(here.shadowRoot!.querySelector('.saved-notice')).to.equal(null);
        expect(there.shadowRoot!.querySelector('.saved-notice'), 'the other tab lost the key').not.to.equal(null);
        expect(here.turnStock()).to.equal(true);
        expect(savedRecord(key).game.actions).to.equal('D');

        const heardHere = storageEvent(gameKey(key));
        expect(await there.importGame(`${VECTOR} t5>t6 D D`), 'a game opened there').to.equal(true);
        expect(savedRecord(key).game).to.include({ dealCode: VECTOR, actions: 't5>t6 D D' });
        await heardHere;
        await here.updateComplete;
        expect(here.shadowRoot!.querySelector('.saved-notice')).not.to.equal(null);
      });
    } finally {
      page.close();
    }
  });
});

describe('long games', () => {
  it('a huge saved game of an earlier version comes back, and is saved small from then on', async () => {
    const key = freshKey();
    localStorage.setItem(gameKey(key), earlierVersionRecord(200_000));
    const el = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(el.moves).to.equal(200_000);
    expect(el.turnStock()).to.equal(true);
    expect(localStorage.getItem(gameKey(key))!.length).to.be.lessThan(2_000);
    const played = table(el);
    el.remove();
    const again = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(table(again)).to.deep.equal(played);
    for (let undo = 0; undo < 100; undo++) expect(again.undo(), 'the last 100 actions can be undone').to.equal(true);
    expect(again.undo()).to.equal(false);
  });

  it('every exportGame() is accepted by importGame(), however long the game', async () => {
    const key = freshKey();
    localStorage.setItem(gameKey(key), earlierVersionRecord(60_000));
    const long = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    const other = await solitaire();
    const text = await long.exportGame();
    expect(await other.importGame(text)).to.equal(true);
    expect(table(other)).to.deep.equal(table(long));
    expect(other.undo()).to.equal(true);
  });
});
