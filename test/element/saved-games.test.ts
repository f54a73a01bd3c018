import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, WINNING_DEAL, part, playByApi, recorded, solitaire, warnings, winningActions, storageKey, storageWrites } from './support/helpers.js';
import { configErrors } from './support/config-errors.js';
import { blockStorage, fillStorage } from './support/storage.js';
import { withStoppedTime } from './support/time.js';
import { withReducedMotion } from './support/motion.js';

const freshKey = (): string => storageKey('saved-games');

interface SavedRecord {
  owner: string;
  over: boolean;
  game: { dealCode: string; actions: string; elapsedMs: number; undosUsed: number };
}

function savedRecord(key: string): SavedRecord {
  return JSON.parse(localStorage.getItem(`klondike-solitaire:${key}:game`)!) as SavedRecord;
}

/** The table as a player sees it, without the clock. */
function table(el: KlondikeSolitaire): unknown {
  const { elapsedMs: _, ...rest } = el.state;
  return rest;
}

/** What a page reload does to the element: the old one goes away, a new one with the same markup comes. */
async function reload(
  el: KlondikeSolitaire,
  template = html`<klondike-solitaire storage-key=${el.storageKey!}></klondike-solitaire>`,
): Promise<KlondikeSolitaire> {
  el.remove();
  return solitaire(template);
}

/** Plays a few moves of the test vector: a tableau move that turns a card up, draws, an undo. */
function playSome(el: KlondikeSolitaire): void {
  expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
  expect(el.turnStock()).to.equal(true);
  expect(el.turnStock()).to.equal(true);
  expect(el.undo()).to.equal(true);
  expect(el.move('tableau-4', 'foundation-1')).to.equal(true);
}

withReducedMotion();

describe('saved games', () => {
  it('without storage-key nothing is written', async () => {
    const written = await storageWrites(async () => {
      const el = await solitaire();
      playSome(el);
      expect(el.storageKey).to.equal(null);
    });
    expect(written).to.deep.equal([]);
  });

  it('saves after every action and resumes the same game after a reload: moves, score, clock, undo history, draw, scoring', async () => {
    await withStoppedTime(async (advance) => {
      const key = freshKey();
      const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code="KL1-D3V-HELLO23" max-undos="5"></klondike-solitaire>`);
      expect(savedRecord(key).game.actions).to.equal('');
      expect(el.turnStock()).to.equal(true);
      expect(savedRecord(key).game.actions).to.equal('D');
      expect(el.turnStock()).to.equal(true);
      expect(el.undo()).to.equal(true);
      expect(savedRecord(key).game).to.include({ dealCode: 'KL1-D3V-HELLO23', actions: 'D', undosUsed: 1 });
      advance(30_000);
      const played = table(el);
      el.remove();
      const elapsed = savedRecord(key).game.elapsedMs;
      expect(elapsed, 'removing the element saves the time played').to.equal(30_000);
      const again = await solitaire(html`<klondike-solitaire storage-key=${key} max-undos="5"></klondike-solitaire>`);
      expect(table(again)).to.deep.equal(played);
      expect(again.state).to.include({ draw: 3, scoring: 'vegas', dealCode: 'KL1-D3V-HELLO23' });
      expect(again.elapsedMs).to.equal(elapsed);
      expect(again.undo()).to.equal(true);
      expect(again.state.waste).to.have.length(0);
      expect(savedRecord(key).game.undosUsed).to.equal(2);
    });
  });

  it('the same deal-code attribute resumes; another deal-code gives the saved game up', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    playSome(el);
    const played = table(el);
    const same = await reload(el, html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    expect(table(same)).to.deep.equal(played);
    const other = await reload(same, html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    expect(other.dealCode).to.equal(WINNING_DEAL);
    expect(other.moves).to.equal(0);
    expect(other.stats[0]).to.include({ played: 1, won: 0 });
  });

  it('a won game is not resumed; a game given up for a new deal is not either', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    for (const action of winningActions()) playByApi(el, action);
    expect(el.won).to.equal(true);
    expect(savedRecord(key).over).to.equal(true);
    const next = await reload(el);
    expect(next.dealCode).not.to.equal(WINNING_DEAL);
    expect(next.moves).to.equal(0);
    playSome(await reload(next, html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`));
    const abandoned = document.querySelector('klondike-solitaire')!;
    await abandoned.newGame();
    const fresh = abandoned.dealCode;
    const last = await reload(abandoned);
    expect(last.dealCode).to.equal(fresh);
    expect(last.moves).to.equal(0);
  });

  it('resume="off" deals afresh and counts the saved game as given up', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    playSome(el);
    const next = await reload(el, html`<klondike-solitaire storage-key=${key} resume="off"></klondike-solitaire>`);
    expect(next.resume).to.equal(false);
    expect(next.dealCode).not.to.equal(VECTOR);
    expect(next.stats[0]).to.include({ played: 1, won: 0, currentStreak: 0 });
    const third = await reload(next);
    expect(third.dealCode, 'the fresh deal is the saved one now').to.equal(next.dealCode);
  });

  for (const [kind, value] of [
    ['corrupt', '{"format":"klondike-solitaire-save","version":1,'],
    ['foreign', JSON.stringify({ theme: 'dark', volume: 3 })],
    ['the engine’s bare format', JSON.stringify({ format: 'solitaire-game', version: 1, dealCode: VECTOR, actions: '' })],
    ['future', JSON.stringify({ format: 'klondike-solitaire-save', version: 2, owner: 'x', over: false, game: {} })],
    [
      'illegal',
      JSON.stringify({
        format: 'klondike-solitaire-save',
        version: 1,
        owner: 'x',
        over: false,
        game: {
          format: 'solitaire-game',
          version: 1,
          dealCode: VECTOR,
          rules: { classicPasses: false, retrieval: true, maxUndos: null },
          actions: 't1>t2',
          undoFloor: 0,
          undosUsed: 0,
          elapsedMs: 0,
        },
      }),
    ],
  ] as const) {
    it(`a ${kind} saved value is set aside with one warning and a fresh deal`, async () => {
      const key = freshKey();
      localStorage.setItem(`klondike-solitaire:${key}:game`, value);
      let el!: KlondikeSolitaire;
      const { errors, warned } = await configErrors(async () => {
        el = await fixture<KlondikeSolitaire>(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
      });
      expect(warned).to.have.length(1);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ attribute: 'storage-key', value: key });
      expect(errors[0].message).to.contain('set aside');
      expect(el.moves).to.equal(0);
      expect(el.state.stock).to.have.length(24);
      expect(localStorage.getItem(`klondike-solitaire:${key}:game:set-aside`)).to.equal(value);
      expect(savedRecord(key).game.dealCode).to.equal(el.dealCode);
    });
  }

  const refusals: [string, () => () => void][] = [
    ['blocked storage (the localStorage getter throws)', blockStorage],
    ['a full storage (setItem throws)', fillStorage],
  ];
  for (const [refusal, refuse] of refusals) {
    it(`${refusal} falls back to memory with one warning, and a reload on the page still resumes`, async () => {
      const key = freshKey();
      const repair = refuse();
      try {
        let el!: KlondikeSolitaire;
        let played: unknown;
        const { warned } = await configErrors(async () => {
          el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
          playSome(el);
          played = table(el);
          el = await reload(el);
        });
        expect(table(el)).to.deep.equal(played);
        expect(warned).to.have.length(1);
        expect(String(warned[0][0])).to.contain(key);
      } finally {
        repair();
      }
    });
  }

  it('two elements with different keys keep their own games and statistics', async () => {
    const [one, two] = [freshKey(), freshKey()];
    const box = await fixture<HTMLElement>(html`<div>
      <klondike-solitaire storage-key=${one} deal-code=${VECTOR}></klondike-solitaire>
      <klondike-solitaire storage-key=${two} deal-code=${WINNING_DEAL}></klondike-solitaire>
    </div>`);
    const [a, b] = box.querySelectorAll('klondike-solitaire');
    playSome(a);
    expect(b.turnStock()).to.equal(true);
    await a.newGame();
    expect(savedRecord(one).game.dealCode).to.equal(a.dealCode);
    expect(savedRecord(two).game).to.include({ dealCode: WINNING_DEAL, actions: 'D' });
    expect(a.stats[0].played).to.equal(1);
    expect(b.stats[0].played).to.equal(0);
  });

  it('two elements with the same key: the later one holds the game, the earlier one stops saving and says so', async () => {
    const key = freshKey();
    const a = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    playSome(a);
    let b!: KlondikeSolitaire;
    const { warned } = await configErrors(async () => {
      b = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
      await a.updateComplete;
    });
    expect(table(b), 'the later copy resumes the game').to.deep.equal(table(a));
    expect(warned).to.have.length(1);
    expect(String(warned[0][0])).to.contain('no longer saved');
    expect(part(a, '.saved-notice').getAttribute('role')).to.equal('status');
    expect(() => part(b, '.saved-notice')).to.throw();
    const saved = savedRecord(key);
    expect(a.turnStock()).to.equal(true);
    expect(savedRecord(key), 'the earlier copy no longer writes').to.deep.equal(saved);
    expect(b.turnStock()).to.equal(true);
    expect(savedRecord(key).game.actions).to.equal(`${saved.game.actions} D`);
  });

  it('a write from another tab (the storage event) makes this copy stop saving', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    const other = { ...savedRecord(key), owner: 'another-tab' };
    const storageKey = `klondike-solitaire:${key}:game`;
    localStorage.setItem(storageKey, JSON.stringify(other));
    const warned = await warnings(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: JSON.stringify(other), storageArea: localStorage }));
      await el.updateComplete;
    });
    expect(warned).to.have.length(1);
    expect(part(el, '.saved-notice').textContent).to.contain('another tab');
    el.turnStock();
    expect(savedRecord(key).owner).to.equal('another-tab');
  });

  it('a storage-key set after the first deal brings back its unfinished game', async () => {
    const key = freshKey();
    const first = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    playSome(first);
    const played = table(first);
    first.remove();
    const el = await solitaire(html`<klondike-solitaire></klondike-solitaire>`);
    el.storageKey = key;
    expect(table(el)).to.deep.equal(played);
  });

  it('refuses bad storage-key and resume values with one warning and config-error', async () => {
    const el = await solitaire();
    for (const [change, attribute, value] of [
      [() => el.setAttribute('storage-key', '  '), 'storage-key', '  '],
      [() => ((el as unknown as { storageKey: unknown }).storageKey = 42), 'storage-key', 42],
      [() => ((el as unknown as { storageKey: unknown }).storageKey = 'x'.repeat(101)), 'storage-key', 'x'.repeat(101)],
      [() => el.setAttribute('resume', 'sometimes'), 'resume', 'sometimes'],
      [() => ((el as unknown as { resume: unknown }).resume = 7), 'resume', 7],
    ] as const) {
      let events: CustomEvent<KlondikeConfigErrorDetail>[] = [];
      const warned = await warnings(async () => {
        events = await recorded(el, 'config-error', change);
      });
      expect(events, attribute).to.have.length(1);
      expect(events[0].detail).to.include({ attribute, value });
      expect(warned).to.have.length(1);
    }
    expect(el.storageKey).to.equal(null);
    expect(el.resume).to.equal(true);
    el.setAttribute('resume', 'off');
    expect(el.resume).to.equal(false);
    el.removeAttribute('resume');
    expect(el.resume).to.equal(true);
  });
});

describe('export and import', () => {
  it('a game exported from one element plays on in another, undo included', async () => {
    const el = await solitaire();
    playSome(el);
    const text = await el.exportGame();
    expect(text).to.equal(`${VECTOR} t5>t6 D t4>f4`);
    const other = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    expect(await other.importGame(text)).to.equal(true);
    expect(table(other)).to.deep.equal(table(el));
    expect(other.elapsedMs).to.equal(0);
    expect(other.undo()).to.equal(true);
  });

  it('refuses text that is not a game: a warning, config-error and false, the game kept', async () => {
    const el = await solitaire();
    playSome(el);
    const before = await el.exportGame();
    for (const text of ['', 'hello', `${VECTOR} t1>t2`, 'BD1-AAAAAAG', `${VECTOR} ${'D '.repeat(60_000)}`, null, 42, { toString: () => VECTOR }]) {
      let events: CustomEvent<KlondikeConfigErrorDetail>[] = [];
      const warned = await warnings(async () => {
        events = await recorded(el, 'config-error', async () => expect(await el.importGame(text as string)).to.equal(false));
      });
      expect(events).to.have.length(1);
      expect(events[0].detail.attribute).to.equal('importGame');
      expect(warned).to.have.length(1);
    }
    expect(await el.exportGame()).to.equal(before);
  });
});
