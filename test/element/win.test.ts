import { expect, html } from '@open-wc/testing';
import { makeCard, makePileId, tableauColumn } from '../../src/engine/index.js';
import type { KlondikeSolitaire, KlondikeWinDetail } from '../../src/index.js';
import {
  VECTOR,
  WINNING_DEAL,
  cardEl,
  engineGame,
  drag,
  nextEvent,
  part,
  pileEl,
  playByApi,
  recorded,
  settle,
  solitaire,
  speaks,
  tap,
  topOf,
  until,
  winningActions,
} from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';
import { withHeldTimeouts, withStoppedTime } from './support/time.js';

/** Where a drag should end to land on a pile: its top card, or the empty place. */
function dropPoint(el: KlondikeSolitaire, pile: string): { x: number; y: number } {
  const cards = pileEl(el, pile).querySelectorAll('.card');
  return topOf(cards.length > 0 ? cards[cards.length - 1] : pileEl(el, pile));
}

// The win dialog, not the cascade before it, is what these read; the cascade has tests of its own.
describe('winning, for a player who asks for reduced motion', () => {
  withReducedMotion();

  it('a whole game played with the pointer fires exactly one win, then the win dialog plays again', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    const game = engineGame(WINNING_DEAL);
    const wins = await recorded<KlondikeWinDetail>(el, 'win', async () => {
      for (const action of winningActions()) {
        if (action.type !== 'move') {
          await tap(el, pileEl(el, 'stock'));
        } else {
          const table = game.position.table();
          const column = tableauColumn(action.from);
          const card =
            column >= 0
              ? table.tableau[column].faceUp.at(-action.count)!
              : action.from === 1
                ? table.waste.at(-1)!
                : table.foundations[action.from - 2].at(-1)!;
          await settle(el);
          await drag(el, cardEl(el, makeCard(card)), dropPoint(el, makePileId(action.to)));
        }
        expect(game.play(action).ok).to.equal(true);
        expect(el.moves, `after ${el.moves} moves`).to.equal(game.position.moves);
      }
    });
    expect(el.won).to.equal(true);
    expect(wins).to.have.length(1);
    expect(wins[0].detail).to.deep.equal({
      score: el.score,
      moves: 150,
      elapsedMs: el.elapsedMs,
      dealCode: WINNING_DEAL,
      draw: 1,
      scoring: 'standard',
      passes: 'unlimited',
      lockedFoundations: false,
    });
    expect(el.state.foundations.map((pile) => pile.length)).to.deep.equal([13, 13, 13, 13]);
    expect(el.undo()).to.equal(false);
    await el.updateComplete;
    const dialog = part(el, 'dialog.win') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(part(el, '.win-moves').textContent).to.equal('150');
    expect(part(el, '.win-score').textContent).to.equal(String(el.score));
    expect(part(el, '.win-code').textContent).to.equal(WINNING_DEAL);
    expect(part(el, '.win-time').textContent).to.match(/^\d+:\d\d$/);
    const started = nextEvent(el, 'new-game');
    part(el, 'button.play-again').click();
    const { detail } = await started;
    expect(detail).to.deep.include({ draw: 1, scoring: 'standard' });
    expect(detail.dealCode).not.to.equal(WINNING_DEAL);
    expect(dialog.open).to.equal(false);
    expect(el.won).to.equal(false);
  });

  it('the win dialog: moves, time, score and this mode’s games won, win rate and streaks, Play again focused', async () => {
    await withStoppedTime(async (advance) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      const winAll = (): void => {
        for (const action of winningActions()) expect(playByApi(el, action)).to.equal(true);
      };
      winAll();
      await el.newGame({ dealCode: VECTOR });
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      await el.newGame({ dealCode: WINNING_DEAL });
      const [first, ...rest] = winningActions();
      expect(playByApi(el, first)).to.equal(true);
      advance(83_000);
      for (const action of rest) expect(playByApi(el, action)).to.equal(true);
      await el.updateComplete;
      const dialog = part(el, 'dialog.win') as HTMLDialogElement;
      expect(dialog.open).to.equal(true);
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'button.play-again'));
      const figures = Object.fromEntries(
        [...dialog.querySelectorAll('dt')].map((term) => [term.textContent.trim(), term.nextElementSibling!.textContent.trim()]),
      );
      expect(figures).to.deep.equal({
        Moves: '150',
        Time: '1:23',
        Score: String(el.score),
        Deal: WINNING_DEAL,
        'Games won': '2',
        'Win rate': '67%',
        'Current streak': '1',
        'Longest streak': '1',
      });
      expect(part(el, '#win-stats-title').textContent.trim()).to.equal('Draw 1 “Easy” · Standard');
      expect(part(el, '.win-stats').getAttribute('aria-labelledby')).to.equal('win-stats-title');
    });
  });
});

describe('winning', () => {
  it('a win through the methods fires win once; the clock stops', async () => {
    await withStoppedTime(async (advance) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      const [first, ...rest] = winningActions();
      expect(playByApi(el, first)).to.equal(true);
      advance(90_000);
      const wins = await recorded<KlondikeWinDetail>(el, 'win', () => {
        for (const action of rest) expect(playByApi(el, action)).to.equal(true);
        expect(el.turnStock()).to.equal(false);
      });
      expect(wins).to.have.length(1);
      expect(wins[0].detail).to.include({ moves: 150, scoring: 'standard', draw: 1, dealCode: WINNING_DEAL, elapsedMs: 90_000 });
      advance(60_000);
      expect(el.elapsedMs).to.equal(90_000);
    });
  });

  it('auto-finish sends the rest up once all is face up and stock and waste are empty; without it nothing moves', async () => {
    await withHeldTimeouts(async (release, releaseUntil) => {
      const el = await solitaire(html`<klondike-solitaire show-winnable deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      for (const action of winningActions()) {
        const state = el.state;
        if (state.stock.length === 0 && state.waste.length === 0 && state.tableau.every((column) => column.faceDown.length === 0)) break;
        playByApi(el, action);
      }
      const moves = el.moves;
      // The solver has found the rest plays out, which is when an auto-finish would send the next card up.
      await until(el, () => part(el, '[part="winnable"] .value').textContent === 'Winnable');
      release();
      expect(el.moves).to.equal(moves);
      const won = nextEvent(el, 'win');
      el.autoFinish = true;
      // Each card's pause passes at once; the solver's word on each position is still awaited.
      await releaseUntil(() => el.won);
      await won;
      expect(el.won).to.equal(true);
      expect(el.moves).to.be.greaterThan(moves);
    });
  });

  it('auto-finish (the attribute) waits for the stock and the hidden cards', async () => {
    await withHeldTimeouts(async (release) => {
      // The ace of clubs could go up at once, were the stock and the hidden cards not there.
      const el = await solitaire(html`<klondike-solitaire auto-finish show-winnable deal-code=${VECTOR}></klondike-solitaire>`);
      expect(el.autoFinish).to.equal(true);
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      await until(el, () => part(el, '[part="winnable"] .value').textContent === 'Winnable');
      release();
      expect(el.moves).to.equal(1);
    });
  });
});

describe("the win dialog's figures", () => {
  withReducedMotion();

  it('ar, rtl: every figure stands beside its label, the left-to-right ones (score, deal code) too', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL} dir="rtl" lang="ar"></klondike-solitaire>`);
    await speaks(el, 'ar');
    for (const action of winningActions()) playByApi(el, action);
    await el.updateComplete;
    const dialog = part(el, 'dialog.win');
    expect((dialog as HTMLDialogElement).open).to.equal(true);
    for (const figure of dialog.querySelectorAll('dl:first-of-type dd')) {
      const words = document.createRange();
      words.selectNodeContents(figure);
      // Under rtl a label's figure starts at the right of its cell, next to the label.
      expect(figure.getBoundingClientRect().right - words.getBoundingClientRect().right, figure.className).to.be.below(1);
    }
  });

  for (const [lang, dir] of [
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['ar', 'rtl'],
  ] as const) {
    it(`${lang}, in a 375 px column: the streak figures stand on one line, however their labels wrap`, async () => {
      const column = document.createElement('div');
      column.style.width = '375px';
      document.body.append(column);
      try {
        const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL} dir=${dir} lang=${lang}></klondike-solitaire>`);
        column.append(el);
        await speaks(el, lang);
        for (const action of winningActions()) playByApi(el, action);
        await el.updateComplete;
        const tops = [...part(el, 'dialog.win').querySelectorAll('.win-stats dd')].map((figure) => Math.round(figure.getBoundingClientRect().top));
        expect(tops).to.have.length(4);
        expect(new Set(tops).size, `tops ${tops.join(', ')}`).to.equal(1);
      } finally {
        column.remove();
      }
    });
  }
});
