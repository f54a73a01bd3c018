import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { nothing } from 'lit';
import '../../src/bakers-dozen-solitaire.js';
import type { BakersDozenSolitaire, BakersDozenWinDetail, PileId } from '../../src/bakers-dozen-solitaire.js';
import { type Action, BakersDozen, makePileId, parseActions, parseDealCode, unwrap } from '../../src/engine/index.js';
import { solveBakersDozen } from '../../src/solver/bakers-dozen/bakers-dozen-solver.js';
import { configErrors } from './support/config-errors.js';
import { part, recorded, solitaire, statisticsAfterWin, storageWrites, until } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';
import { seedRandom } from './support/seeded-random.js';
import { withHeldTimeouts, withStoppedTime } from './support/time.js';

/**
 * `<bakers-dozen-solitaire>` as a host page uses it: every host feature the element shares with
 * Klondike (saved games, statistics, the undo allowance, a deal provider, the solver's verdict,
 * export and import, Finish and the dead-end notice, hints), each seen from the page.
 */

const TAG = 'bakers-dozen-solitaire';
/** The BD1 vector of docs/deal-code.md. */
const VECTOR = 'BD1-AAAAAAG';
/** Two moves of the vector: A♥ home from column 7, then 5♦ from column 6 onto 6♠. */
const TWO_MOVES: readonly (readonly [PileId, PileId])[] = [
  ['tableau-7', 'foundation-2'],
  ['tableau-6', 'tableau-1'],
];
/** A deal of bench/deals/bakers-dozen.txt the solver wins at once. */
const WINNABLE = 'BD1-CL53RC2';
/** The vector after 4♣ onto 5♦, 5♣ onto 6♠ and 4♥ onto 5♣: every five lies under a four that needs it (bakers-dozen.test.ts). */
const LOST_LINE: readonly (readonly [PileId, PileId])[] = [
  ['tableau-4', 'tableau-6'],
  ['tableau-11', 'tableau-1'],
  ['tableau-8', 'tableau-1'],
];
/** The vector along a winning line of the solver's until every column runs down: 41 home, 11 to go (finish.test.ts). */
const ENDGAME =
  't7>f2 t4>t11 t4>f3 t1>t7 t1>f3 t6>t7 t6>f3 t6>f4 t12>f3 t7>f3 t9>t6 t9>f2 t1>f2 t8>f2 t12>f2 t5>t6 t13>t11 t5>t13 t5>f2 t2>t5 t10>t2 t10>t12 t10>f4 t3>f4 t11>t3 t9>t6 t4>t5 t3>t11 t7>t6 t11>t3 t7>t8 t7>t1 t3>t11 t8>t2 t11>t3 t2>t13 t3>t11 t12>t13 t11>t3 t12>t8 t13>t8 t13>t2 t3>t11 t3>t12 t3>t5 t3>f1 t9>f1 t11>f1 t12>f1 t11>f4 t12>f1 t6>f1 t11>f4 t6>f1 t8>f4 t8>f4 t6>f1 t13>f4 t6>f4 t5>f4 t1>f4 t13>f1 t13>f2 t13>f3 t2>f3 t8>f3 t2>f2 t8>f3 t2>f2 t4>f1 t6>f2 t2>f2';
/** BD1-AAAAAB7 after three moves, found by seeded random play: only a lone card back and forth is left (dead-end.test.ts). */
const DEAD_END = 'BD1-AAAAAB7 t10>t12 t9>t11 t1>t2';

let keys = 0;

/** A storage key no other test has used, with nothing stored under it by either game. */
function freshKey(): string {
  const key = `bakers-dozen-host-${++keys}`;
  for (const tag of [TAG, 'klondike-solitaire']) for (const record of ['game', 'stats']) localStorage.removeItem(`${tag}:${key}:${record}`);
  return key;
}

/** The element on the page as a host writes it, once its first table (and every chunk it asked for) is there. */
async function bakersDozen(attributes: { dealCode?: string; storageKey?: string; resume?: string; maxUndos?: string } = {}): Promise<BakersDozenSolitaire> {
  const el = await fixture<BakersDozenSolitaire>(
    html`<bakers-dozen-solitaire
      deal-code=${attributes.dealCode ?? nothing}
      storage-key=${attributes.storageKey ?? nothing}
      resume=${attributes.resume ?? nothing}
      max-undos=${attributes.maxUndos ?? nothing}
    ></bakers-dozen-solitaire>`,
  );
  await el.updateComplete;
  return el;
}

function play(el: BakersDozenSolitaire, moves: readonly (readonly [PileId, PileId])[]): void {
  for (const [from, to] of moves) expect(el.move(from, to), `${from} to ${to}`).to.equal(true);
}

/** The table as the player sees it, without the clock. */
function table(el: BakersDozenSolitaire): unknown {
  const { elapsedMs: _, ...rest } = el.state;
  return rest;
}

function cardsHome(el: BakersDozenSolitaire): number {
  return el.state.foundations.reduce((sum, pile) => sum + pile.length, 0);
}

/** The solver's winning line of WINNABLE, found once, on its positions budget (no wall clock). */
let winningLine: readonly Action[] | undefined;
function winningMoves(): readonly Action[] {
  if (!winningLine) {
    const deal = parseDealCode(WINNABLE);
    if (!deal.ok) throw new Error('bad code');
    const { line } = solveBakersDozen(unwrap(BakersDozen.deal(deal.value.number)), { ms: Infinity });
    winningLine = line!;
  }
  return winningLine;
}

/** Plays WINNABLE, which must be on the table, to the win through the methods (from `line`, the rest of it). */
function win(el: BakersDozenSolitaire, line = winningMoves()): void {
  for (const action of line) {
    if (action.type !== 'move') throw new Error("Baker's Dozen lines hold moves only");
    expect(el.move(makePileId(action.from), makePileId(action.to))).to.equal(true);
  }
  expect(el.won).to.equal(true);
}

/** A real click in the middle of an element of the shadow tree. */
async function click(el: BakersDozenSolitaire, target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const rect = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
  await el.updateComplete;
}

function savedActions(key: string): string {
  return (JSON.parse(localStorage.getItem(`${TAG}:${key}:game`)!) as { game: { actions: string } }).game.actions;
}

// What the host sees, not how the cards move: a win opens its dialog at once.
withReducedMotion();

describe("<bakers-dozen-solitaire> on a host's page", () => {
  let unseed: () => void;
  beforeEach(() => (unseed = seedRandom(23)));
  afterEach(() => unseed());

  it('storage-key resumes the game under its own name, never a Klondike one; resume="off" deals afresh and counts it given up', async () => {
    const key = freshKey();
    let played: unknown;
    const written = await storageWrites(async () => {
      const el = await bakersDozen({ storageKey: key, dealCode: VECTOR });
      play(el, TWO_MOVES);
      played = table(el);
      el.remove();
    });
    expect(written.length).to.be.greaterThan(0);
    expect(written.every((name) => name === `${TAG}:${key}:game`)).to.equal(true);
    expect(localStorage.getItem(`klondike-solitaire:${key}:game`)).to.equal(null);
    expect(savedActions(key)).to.equal('t7>f2 t6>t1');

    const again = await bakersDozen({ storageKey: key });
    expect(again.dealCode).to.equal(VECTOR);
    expect(again.moves).to.equal(2);
    expect(table(again)).to.deep.equal(played);

    // Klondike with the same key, on the page beside it, has no game of its own to resume and leaves Baker's Dozen's alone.
    const klondike = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(klondike.dealCode).to.match(/^KL1-/);
    expect(klondike.moves).to.equal(0);
    expect(klondike.turnStock()).to.equal(true);
    expect(localStorage.getItem(`klondike-solitaire:${key}:game`)).to.not.equal(null);
    expect(savedActions(key)).to.equal('t7>f2 t6>t1');
    expect(again.undo(), 'the undo history came back too').to.equal(true);
    await again.updateComplete;
    expect(savedActions(key), 'Baker’s Dozen still saves: Klondike took no key from it').to.equal('t7>f2');
    expect(again.shadowRoot!.querySelector('.saved-notice'), 'and says nothing of another copy').to.equal(null);
    expect(again.stats[0].played).to.equal(0);
    klondike.remove();
    again.remove();

    const fresh = await bakersDozen({ storageKey: key, resume: 'off' });
    expect(fresh.resume).to.equal(false);
    expect(fresh.dealCode).to.match(/^BD1-/);
    expect(fresh.dealCode).not.to.equal(VECTOR);
    expect(fresh.moves).to.equal(0);
    expect(fresh.stats[0]).to.include({ played: 1, won: 0, currentStreak: 0 });
    const code = fresh.dealCode;
    fresh.remove();
    expect((await bakersDozen({ storageKey: key })).dealCode, 'the fresh deal is the saved one now').to.equal(code);
  });

  it('stats count a win with its streak and time, a game given up as played, persist under the key, and reset', async () => {
    winningMoves();
    const key = freshKey();
    await withStoppedTime(async (advance) => {
      const el = await bakersDozen({ storageKey: key, dealCode: WINNABLE });
      expect(el.stats, 'one mode: one entry').to.deep.equal([
        { played: 0, won: 0, winRate: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null },
      ]);
      advance(5_000);
      expect(el.elapsedMs, 'the clock starts with the first move').to.equal(0);
      const [first, ...rest] = winningMoves();
      if (first.type !== 'move' || rest.some((action) => action.type !== 'move')) throw new Error("Baker's Dozen lines hold moves only");
      expect(el.move(makePileId(first.from), makePileId(first.to))).to.equal(true);
      advance(42_000);
      win(el, rest);
      expect(el.stats).to.deep.equal([{ played: 1, won: 1, winRate: 1, currentStreak: 1, longestStreak: 1, bestScore: el.score, fastestWinMs: 42_000 }]);
      const score = el.score;

      await el.newGame({ dealCode: VECTOR });
      await el.newGame({ dealCode: VECTOR });
      expect(el.stats[0].played, 'a deal left without a move is no game played').to.equal(1);
      play(el, TWO_MOVES.slice(0, 1));
      await el.newGame();
      expect(el.stats).to.deep.equal([{ played: 2, won: 1, winRate: 0.5, currentStreak: 0, longestStreak: 1, bestScore: score, fastestWinMs: 42_000 }]);
      expect(localStorage.getItem(`${TAG}:${key}:stats`)).to.not.equal(null);
      expect(localStorage.getItem(`klondike-solitaire:${key}:stats`)).to.equal(null);
      el.remove();

      const again = await bakersDozen({ storageKey: key });
      expect(again.stats[0]).to.include({ played: 2, won: 1, longestStreak: 1, fastestWinMs: 42_000 });
      const klondike = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
      expect(klondike.stats[0], "Klondike's statistics under the same key are its own").to.include({ played: 0, won: 0 });
      again.resetStats();
      expect(again.stats).to.deep.equal([{ played: 0, won: 0, winRate: 0, currentStreak: 0, longestStreak: 0, bestScore: null, fastestWinMs: null }]);
      again.remove();
      expect((await bakersDozen({ storageKey: key })).stats[0].played, 'the reset is kept').to.equal(0);
    });
  });

  it("the Statistics dialog of the bar's menu shows one column, and its reset asks first", async () => {
    const el = await bakersDozen({ storageKey: freshKey(), dealCode: WINNABLE });
    win(el);
    const { dialog, opener } = await statisticsAfterWin(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelectorAll('thead th[scope="col"]')).to.have.length(1);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th[scope="row"]')!.textContent,
      ...[...row.querySelectorAll('td')].map((cell) => cell.textContent),
    ]);
    expect(rows.slice(0, 5)).to.deep.equal([
      ['Games played', '1'],
      ['Games won', '1'],
      ['Win rate', '100%'],
      ['Current streak', '1'],
      ['Longest streak', '1'],
    ]);
    expect(rows[5]).to.deep.equal(['Best score', String(el.score)]);
    expect(rows[6][1]).to.match(/^\d+:\d\d$/);

    part(el, '.reset-statistics').click();
    await el.updateComplete;
    expect(el.stats[0].played, 'nothing is reset before the player confirms').to.equal(1);
    expect(part(el, '.statistics-question').textContent).to.equal('Reset every figure to zero?');
    expect(el.shadowRoot!.activeElement).to.equal(part(el, '.keep-statistics'));
    part(el, '.keep-statistics').click();
    await el.updateComplete;
    expect(el.stats[0].played, 'Keep keeps').to.equal(1);
    part(el, '.reset-statistics').click();
    await el.updateComplete;
    part(el, '.confirm-reset').click();
    await el.updateComplete;
    expect(el.stats[0]).to.include({ played: 0, won: 0 });
    expect(part(el, '.statistics-news').textContent).to.contain('reset');
    expect(dialog.querySelector('tbody td')!.textContent).to.equal('0');
    part(el, '.close-statistics').click();
    await el.updateComplete;
    expect(dialog.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(opener);
  });

  it('max-undos="1": one undo is taken back, the second is refused', async () => {
    const el = await bakersDozen({ dealCode: VECTOR, maxUndos: '1' });
    expect(el.maxUndos).to.equal(1);
    play(el, TWO_MOVES);
    await el.updateComplete;
    const undoButton = part(el, 'button.undo') as HTMLButtonElement;
    expect(undoButton.disabled).to.equal(false);
    undoButton.click();
    await el.updateComplete;
    expect(el.moves).to.equal(1);
    expect(el.state.tableau[5].faceUp.at(-1), '5♦ is back on column 6').to.equal('5D');
    expect(undoButton.disabled, 'the one undo is spent').to.equal(true);
    expect(el.undo()).to.equal(false);
    expect(el.moves).to.equal(1);
    expect(el.state.foundations[1], 'A♥ stays home').to.deep.equal(['AH']);
  });

  it('dealProvider: its Baker’s Dozen code is dealt; a Klondike code or a rejection gives one config-error and a random deal', async () => {
    const el = await bakersDozen({ dealCode: VECTOR });
    const asked: unknown[] = [];
    el.dealProvider = (request) => {
      asked.push(request);
      return Promise.resolve(WINNABLE);
    };
    const [dealt] = await recorded<{ dealCode: string }>(el, 'new-game', () => el.newGame());
    expect(dealt.detail).to.deep.equal({ dealCode: WINNABLE });
    expect(el.dealCode).to.equal(WINNABLE);
    expect(asked, 'asked once, with no modes to tell').to.deep.equal([{}]);

    for (const [label, provider] of [
      ['a Klondike code', () => Promise.resolve('KL1-D1N-AAAAAAB')],
      ['a rejection', () => Promise.reject(new Error('the server is down'))],
    ] as const) {
      await el.newGame({ dealCode: VECTOR });
      play(el, TWO_MOVES.slice(0, 1));
      el.dealProvider = provider;
      let deals: CustomEvent[] = [];
      const { errors, warned } = await configErrors(async () => (deals = await recorded(el, 'new-game', () => el.newGame())));
      expect(errors, label).to.have.length(1);
      expect(errors[0].attribute, label).to.equal('dealProvider');
      expect(warned, label).to.have.length(1);
      expect(deals, label).to.have.length(1);
      expect(el.dealCode, label).to.match(/^BD1-[A-Z2-7]{7}$/);
      expect(el.dealCode, label).not.to.equal(VECTOR);
      expect(el.moves, label).to.equal(0);
    }
  });

  it('show-winnable: the bar says whether a winning line is left, and settles on the verdict', async () => {
    const el = await bakersDozen({ dealCode: WINNABLE });
    expect(el.shadowRoot!.querySelector('[part="winnable"]'), 'not without the attribute').to.equal(null);
    el.showWinnable = true;
    await until(el, () => part(el, '[part="winnable"]').dataset.verdict === 'winnable');
    const figure = part(el, '[part="winnable"]');
    expect(figure.closest('.toolbar')).to.not.equal(null);
    expect(figure.querySelector('.label')!.textContent).to.equal('Still winnable?');
    expect(figure.querySelector('.value')!.textContent).to.equal('Winnable');

    await el.newGame({ dealCode: VECTOR });
    play(el, LOST_LINE);
    await until(el, () => part(el, '[part="winnable"]').dataset.verdict === 'not-winnable');
    expect(part(el, '[part="winnable"] .value').textContent).to.equal('No winning line left');
  });

  it('exportGame() and importGame(): a game plays on in another element; a Klondike text is refused and the game stays', async () => {
    const el = await bakersDozen({ dealCode: VECTOR });
    play(el, TWO_MOVES);
    const text = await el.exportGame();
    expect(text).to.equal(`${VECTOR} t7>f2 t6>t1`);

    const other = await bakersDozen({ dealCode: WINNABLE });
    const [opened] = await recorded<{ dealCode: string }>(other, 'new-game', async () => expect(await other.importGame(text)).to.equal(true));
    expect(opened.detail.dealCode).to.equal(VECTOR);
    expect(table(other)).to.deep.equal(table(el));
    expect(other.elapsedMs).to.equal(0);
    expect(other.undo()).to.equal(true);
    expect(other.moves).to.equal(1);

    const before = await el.exportGame();
    const { errors, warned } = await configErrors(async () => expect(await el.importGame('KL1-D1N-AAAAAAG t5>t6')).to.equal(false));
    expect(errors).to.have.length(1);
    expect(errors[0].attribute).to.equal('importGame');
    expect(errors[0].message).to.contain('BD1-');
    expect(warned).to.have.length(1);
    expect(await el.exportGame()).to.equal(before);
    expect(el.moves).to.equal(2);
  });

  it('Finish, offered on an imported endgame, plays the rest home to the win; a dead end is said at once', async () => {
    await withHeldTimeouts(async (release) => {
      const el = await bakersDozen({ dealCode: WINNABLE });
      expect(await el.importGame(`${VECTOR} ${ENDGAME}`)).to.equal(true);
      await el.updateComplete;
      expect(cardsHome(el)).to.equal(41);
      const finish = el.shadowRoot!.querySelector('.notice button.finish');
      expect(finish?.textContent.trim()).to.equal('Finish');
      const wins = await recorded<BakersDozenWinDetail>(el, 'win', async () => {
        await click(el, finish!);
        for (let steps = 0; !el.won && steps < 60; steps++) {
          release();
          await el.updateComplete;
        }
      });
      expect(el.won, 'Finish plays on to the win').to.equal(true);
      expect(cardsHome(el)).to.equal(52);
      expect(wins).to.have.length(1);
      expect(wins[0].detail).to.include({ dealCode: VECTOR, moves: parseActions(ENDGAME)!.length + 11 });
      await el.updateComplete;
      expect((part(el, 'dialog.win') as HTMLDialogElement).open, 'the player sees the win').to.equal(true);
      // Its modal dialog would hold every click of the page.
      el.remove();
    });

    const el = await bakersDozen({ dealCode: VECTOR });
    expect(el.shadowRoot!.querySelector('.notice.dead-end')).to.equal(null);
    expect(await el.importGame(DEAD_END)).to.equal(true);
    await el.updateComplete;
    expect(part(el, '.notice.dead-end').textContent).to.contain('No move is left that leads anywhere.');
    expect(el.shadowRoot!.querySelector('.notice button.finish'), 'nothing to finish').to.equal(null);
    await click(el, part(el, '.notice.dead-end button.undo'));
    expect(el.moves).to.equal(2);
    expect(el.shadowRoot!.querySelector('.notice.dead-end')).to.equal(null);
  });

  it('hint() answers with a promise and marks its move on the table', async () => {
    const el = await bakersDozen({ dealCode: WINNABLE });
    expect(el.shadowRoot!.querySelector('.card.hint')).to.equal(null);
    const asked = el.hint();
    expect(asked).to.be.instanceOf(Promise);
    const hint = await asked;
    expect(hint).to.not.equal(null);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector(`[data-pile="${hint!.from}"] .card.hint`)).to.not.equal(null);
    expect(part(el, '.status').textContent.trim()).to.match(/^Hint: /);
    expect(el.move(hint!.from, hint!.to, hint!.count), 'the hint is a legal move').to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.card.hint'), 'the next action clears it').to.equal(null);
  });
});
