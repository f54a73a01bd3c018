import { expect } from '@open-wc/testing';
import type { KlondikeMoveDetail } from '../../src/index.js';
import { DOUBLE_TAP_MS } from '../../src/element/input/press-limits.js';
import { parseAction, parseDealCode, startGame, unwrap } from '../../src/engine/index.js';
import { BAKERS_DOZEN, KLONDIKE, type Solitaire, dealt } from './support/games.js';
import { cardEl, part, recorded, settle, topOf } from './support/helpers.js';
import { type Point, type Pointer, mouse, press, touch, withTestTime } from './support/real-pointer.js';
import { pause } from './support/time.js';

/** A card a tap sends home; `to` is where the tableau search puts it instead, or null when no column takes it. */
interface DoubleTapCase {
  tag: 'klondike-solitaire' | 'bakers-dozen-solitaire';
  dealCode: string;
  card: string;
  from: string;
  home: string;
  to: string | null;
  /** A top card a tap afterwards selects (it cannot go home). */
  next: string;
}

const CASES: DoubleTapCase[] = [
  // KL1-D1N-AAAAAAK: columns end 2S QH 7H AH 8D 9H 2D; A♥ goes home or onto the 2♠.
  { tag: 'klondike-solitaire', dealCode: 'KL1-D1N-AAAAAAK', card: 'AH', from: 'tableau-4', home: 'foundation-2', to: 'tableau-1', next: '7H' },
  { tag: 'klondike-solitaire', dealCode: 'KL1-D1V-AAAAAAK', card: 'AH', from: 'tableau-4', home: 'foundation-2', to: 'tableau-1', next: '7H' },
  // KL1-D1N-AAAAAAG: columns end QH JD 3H AC 6C 7H 9H; no red two for the A♣.
  { tag: 'klondike-solitaire', dealCode: 'KL1-D1N-AAAAAAG', card: 'AC', from: 'tableau-4', home: 'foundation-4', to: null, next: '7H' },
  // BD1-AAAAAAC: A♥ ends column 4, 2♠ column 1 and 2♦ column 12, both of four cards.
  { tag: 'bakers-dozen-solitaire', dealCode: 'BD1-AAAAAAC', card: 'AH', from: 'tableau-4', home: 'foundation-2', to: 'tableau-1', next: 'JD' },
  // BD1-AAAAAAG: no two ends a column.
  { tag: 'bakers-dozen-solitaire', dealCode: 'BD1-AAAAAAG', card: 'AH', from: 'tableau-7', home: 'foundation-2', to: null, next: '8S' },
];

const pointOf = (element: Element): Point => {
  const { x, y } = topOf(element);
  return [Math.round(x), Math.round(y)];
};

/** The score of the deal after `moves` (engine notation), the element's house rules aside. */
function scoreAfter(dealCode: string, moves: string[]): number {
  const deal = parseDealCode(dealCode);
  if (!deal.ok) throw new Error(deal.error.message);
  const game = unwrap(startGame(deal.value));
  for (const move of moves) game.play(parseAction(move)!);
  return game.position.score;
}

/** The cards, score and moves, without the clock. */
function tableOf(el: Solitaire): object {
  const { foundations, tableau, score, moves } = el.state;
  return { foundations, tableau, score, moves };
}

const short = (pile: string): string => (pile.startsWith('tableau-') ? `t${pile.slice(8)}` : `f${pile.slice(11)}`);

/** Whether a card is shaking, as a refused move makes it (a translateX animation). */
function shaken(el: Solitaire): boolean {
  return el
    .shadowRoot!.getAnimations()
    .some((animation) => ((animation.effect as KeyframeEffect | null)?.getKeyframes() ?? []).some((frame) => String(frame.transform).includes('translateX')));
}

/**
 * Double click or double tap on a card whose first tap sends it home, the second coming while the
 * card still flies there (its flight held where it began, under the pointer) or after it landed.
 */
async function doubleTap(el: Solitaire, pointer: Pointer, at: Point, flying: boolean): Promise<KlondikeMoveDetail[]> {
  const events = await recorded<KlondikeMoveDetail>(el, 'move', () =>
    withTestTime(async () => {
      await press(pointer, at);
      await el.updateComplete;
      for (const animation of el.shadowRoot!.getAnimations()) {
        if (flying) animation.pause();
        else animation.finish();
      }
      pause(DOUBLE_TAP_MS);
      await press(pointer, at);
      await el.updateComplete;
    }),
  );
  return events.map((event) => event.detail);
}

describe('a double tap is one gesture (docs/rules.md, "Klondike › Taps, double taps and drags")', () => {
  afterEach(async () => {
    await mouse.reset();
    await touch.reset();
  });

  it('the second tap spends no undo of a max-undos allowance', async () => {
    const el = await dealt({ ...KLONDIKE, dealCode: 'KL1-D1N-AAAAAAK' }, { 'max-undos': '1' });
    await settle(el);
    await doubleTap(el, mouse, pointOf(cardEl(el, 'AH')), false);
    expect(el.state.tableau[0].faceUp).to.deep.equal(['2S', 'AH']);
    expect((part(el, 'button.undo') as HTMLButtonElement).disabled, 'the undo left').to.equal(false);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.equal(0);
  });

  for (const game of CASES) {
    for (const pointer of [mouse, touch]) {
      for (const flying of [true, false]) {
        const when = flying ? 'while the card flies home' : 'after it landed';
        const title = game.to
          ? `${game.tag} ${game.dealCode}, ${pointer.type}: the second tap ${when} puts the ${game.card} on ${game.to} instead, as one action`
          : `${game.tag} ${game.dealCode}, ${pointer.type}: with no column for it, the ${game.card} stays home after a second tap ${when}`;
        it(title, async () => {
          const el = await dealt({ ...(game.tag === KLONDIKE.tag ? KLONDIKE : BAKERS_DOZEN), dealCode: game.dealCode });
          await settle(el);
          const before = tableOf(el);
          const played = await doubleTap(el, pointer, pointOf(cardEl(el, game.card)), flying);
          const pile = game.to ?? game.home;
          const expected = scoreAfter(game.dealCode, [`${short(game.from)}>${short(pile)}`]);
          expect(el.state.tableau.flatMap((column) => column.faceUp).includes(game.card), 'on the tableau').to.equal(game.to !== null);
          expect(el.moves, 'one action').to.equal(1);
          expect(el.score, 'the score of the move made directly').to.equal(expected);
          expect(played.at(-1)).to.include({ action: 'move', from: game.from, to: pile, score: expected, moves: 1 });
          // The first tap's move, and when it was replaced, its undo.
          expect(played.map((move) => move.action)).to.deep.equal(game.to ? ['move', 'undo', 'move'] : ['move']);
          expect(el.shadowRoot!.querySelector('.selected')?.getAttribute('data-card') ?? null, 'nothing selected').to.equal(null);
          expect(shaken(el), 'no shake').to.equal(false);

          await settle(el);
          await withTestTime(async () => {
            pause(DOUBLE_TAP_MS + 1);
            await press(pointer, pointOf(cardEl(el, game.next)));
          });
          await el.updateComplete;
          expect(shaken(el), 'the next tap shakes nothing').to.equal(false);
          expect(part(el, '[part="status"]').textContent.trim(), 'no refusal').to.equal('');
          expect(cardEl(el, game.next).classList.contains('selected'), 'the next tap selects its card').to.equal(true);

          expect(el.undo()).to.equal(true);
          expect(tableOf(el), 'one undo goes back to the deal').to.deep.equal(before);
        });
      }
    }
  }
});
