import { expect } from '@open-wc/testing';
import { BAKERS_DOZEN, GAMES, type GameCase, type Solitaire, dealt } from './support/games.js';
import { cardEl, topOf } from './support/helpers.js';
import { type Point, mouse, moveTo, press, touch } from './support/real-pointer.js';

const pointOf = (element: Element): Point => {
  const { x, y } = topOf(element);
  return [Math.round(x), Math.round(y)];
};

/** The card element under a point, as the browser finds it now. */
function cardAt(el: Solitaire, [x, y]: Point): string | null {
  return el.shadowRoot!.elementFromPoint(x, y)?.closest('.card')?.getAttribute('data-card') ?? null;
}

/** The deal's flights, held still at `ms` into the deal. */
function holdDeal(el: Solitaire, ms: number): void {
  for (const animation of el.shadowRoot!.getAnimations()) {
    animation.pause();
    animation.currentTime = ms;
  }
}

/** The element deals the game again, animated as a new game is; the deal's flights are held still at its start. */
async function redeal(el: Solitaire, game: GameCase): Promise<void> {
  await el.newGame({ dealCode: game.dealCode });
  await el.updateComplete;
  expect(el.shadowRoot!.getAnimations().length, 'the deal flies').to.be.above(20);
  holdDeal(el, 0);
}

/** A moment of the deal when another card than `card` flies over `point`; `null` if none does. */
function flyingPast(el: Solitaire, point: Point, card: string): number | null {
  for (let ms = 0; ms < 2000; ms += 10) {
    holdDeal(el, ms);
    const there = cardAt(el, point);
    if (there !== null && there !== card) return ms;
  }
  return null;
}

/** Nothing is still being dealt: every card but those the press played stands in its place. */
function dealLanded(el: Solitaire, played: readonly string[]): void {
  const moving = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card')].filter(
    (card) => !played.includes(card.dataset.card ?? '') && card.getAnimations().some((animation) => animation.playState !== 'finished'),
  );
  expect(moving.length, 'cards still being dealt').to.equal(0);
}

describe('a press during the deal acts on the card dealt there (docs/rules.md, "Klondike › Taps, double taps and drags")', () => {
  afterEach(async () => {
    await mouse.reset();
    await touch.reset();
  });

  for (const game of GAMES) {
    const { home, onto } = game;
    for (const pointer of [mouse, touch]) {
      it(`${game.tag}, ${pointer.type}: a tap at the deal's start sends the ${home.card} home, and the deal lands`, async () => {
        const el = await dealt(game);
        const at = pointOf(cardEl(el, home.card));
        await redeal(el, game);
        expect(cardAt(el, at), 'nothing flies there yet').to.not.equal(home.card);
        await press(pointer, at);
        await el.updateComplete;
        expect(el.state.foundations.flat()).to.deep.equal([home.card]);
        dealLanded(el, [home.card, home.flipped ?? '']);
      });

      it(`${game.tag}, ${pointer.type}: a tap while another card flies over the ${home.card} acts on the ${home.card}`, async () => {
        const el = await dealt(game);
        const at = pointOf(cardEl(el, home.card));
        await redeal(el, game);
        const ms = flyingPast(el, at, home.card);
        expect(ms, 'a card flies past').to.not.equal(null);
        holdDeal(el, ms!);
        const passing = cardAt(el, at);
        await press(pointer, at);
        await el.updateComplete;
        expect(el.state.foundations.flat(), `not the ${passing} flying past`).to.deep.equal([home.card]);
        expect(el.shadowRoot!.querySelector('.selected')?.getAttribute('data-card') ?? null, 'nothing selected').to.equal(null);
      });

      it(`${game.tag}, ${pointer.type}: a drag begun during the deal moves the ${onto.card} onto the ${onto.target}`, async () => {
        const el = await dealt(game);
        const [x, y] = pointOf(cardEl(el, onto.card));
        const [tx, ty] = pointOf(cardEl(el, onto.target));
        await redeal(el, game);
        await pointer.down([x, y]);
        for (const t of [0.2, 0.6, 1]) await moveTo(pointer, [Math.round(x + (tx - x) * t), Math.round(y + (ty + 20 - y) * t)]);
        await el.updateComplete;
        // The card follows the pointer: the deal no longer holds it.
        const card = cardEl(el, onto.card).getBoundingClientRect();
        expect(Math.abs(card.left + card.width / 2 - tx), 'under the pointer').to.be.below(2);
        await pointer.up();
        await el.updateComplete;
        const column = el.state.tableau[Number(onto.to.slice('tableau-'.length)) - 1].faceUp;
        expect(column.slice(-2)).to.deep.equal([onto.target, onto.card]);
      });
    }
  }

  it('the deal itself is still animated when nobody presses', async () => {
    const el = await dealt(BAKERS_DOZEN);
    await el.newGame({ dealCode: BAKERS_DOZEN.dealCode });
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations().filter((animation) => animation.playState === 'running').length).to.be.above(40);
  });
});

describe('a tap on a card in flight acts on the card landing there', () => {
  afterEach(async () => {
    await mouse.reset();
    await touch.reset();
  });

  for (const pointer of [mouse, touch]) {
    it(`${pointer.type}: a tap where the 6♣ flies off from acts on the 7♦ it uncovered`, async () => {
      // KL1-D1N-AAAAAAG: the 6♣ ending column 5 fits on the 7♥ of column 6, uncovering the 7♦.
      const el = await dealt(GAMES[0]);
      const at = pointOf(cardEl(el, '6C'));
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      await el.updateComplete;
      holdDeal(el, 0);
      expect(cardAt(el, at), 'the 6♣ still flies there').to.equal('6C');
      await press(pointer, at);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.selected')?.getAttribute('data-card') ?? null).to.equal('7D');
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
    });
  }
});
