import { expect, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import type { MoveDetail } from '../../src/element/host/events.js';
import { WINNING_DEAL, part, playByApi, recorded, settle, solitaire, winningActions } from './support/helpers.js';
import { BAKERS_DOZEN, dealt } from './support/games.js';
import { withHeldTimeouts } from './support/time.js';
import { makePileId, parseActions } from '../../src/engine/index.js';

/**
 * WINNING_LINE's first 122 actions, then the last two waste cards onto columns: every card face up,
 * stock and waste empty, 24 cards home and 28 still to go.
 */
const ENDGAME = [...winningActions().slice(0, 122), ...parseActions('w>t7 w>t1')!];

/** BD1-AAAAAAG along a winning line of the solver's until every column runs down: 41 home, 11 to go. */
const BD_ENDGAME =
  't7>f2 t4>t11 t4>f3 t1>t7 t1>f3 t6>t7 t6>f3 t6>f4 t12>f3 t7>f3 t9>t6 t9>f2 t1>f2 t8>f2 t12>f2 t5>t6 t13>t11 t5>t13 t5>f2 t2>t5 t10>t2 t10>t12 t10>f4 t3>f4 t11>t3 t9>t6 t4>t5 t3>t11 t7>t6 t11>t3 t7>t8 t7>t1 t3>t11 t8>t2 t11>t3 t2>t13 t3>t11 t12>t13 t11>t3 t12>t8 t13>t8 t13>t2 t3>t11 t3>t12 t3>t5 t3>f1 t9>f1 t11>f1 t12>f1 t11>f4 t12>f1 t6>f1 t11>f4 t6>f1 t8>f4 t8>f4 t6>f1 t13>f4 t6>f4 t5>f4 t1>f4 t13>f1 t13>f2 t13>f3 t2>f3 t8>f3 t2>f2 t8>f3 t2>f2 t4>f1 t6>f2 t2>f2';

function finishButton(el: LitElement): HTMLButtonElement | null {
  return el.shadowRoot!.querySelector<HTMLButtonElement>('.notice button.finish');
}

function home(el: { state: { foundations: readonly (readonly string[])[] } }): number {
  return el.state.foundations.reduce((sum, pile) => sum + pile.length, 0);
}

async function click(el: LitElement, target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const rect = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
  await el.updateComplete;
}

/** Lets each held pause of the finish pass, until `done`. */
async function cascade(el: LitElement, release: () => void, done: () => boolean): Promise<number> {
  let steps = 0;
  while (!done() && steps++ < 60) {
    release();
    await el.updateComplete;
  }
  return steps;
}

describe('Finish', () => {
  it('is offered once every card is face up with stock and waste empty, not before', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    ENDGAME.slice(0, -1).forEach((action) => playByApi(el, action));
    await el.updateComplete;
    expect(finishButton(el), 'a card is still in the waste').to.equal(null);
    const height = el.getBoundingClientRect().height;
    playByApi(el, ENDGAME.at(-1)!);
    await el.updateComplete;
    expect(finishButton(el)!.textContent.trim()).to.equal('Finish');
    expect(el.getBoundingClientRect().height, 'the button takes no room').to.equal(height);
    // In the keyboard's order: the next Tab stop after the table's cursor.
    part(el, '.table [tabindex="0"]').focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(finishButton(el));
    await expect(el).to.be.accessible();
  });

  it('a click plays the rest home one card at a time, each the player’s move, to the win', async () => {
    await withHeldTimeouts(async (release) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      ENDGAME.forEach((action) => playByApi(el, action));
      await settle(el);
      const { score, moves } = el;
      const won = new Promise<CustomEvent>((resolve) => el.addEventListener('win', resolve as EventListener, { once: true }));
      const events = await recorded<MoveDetail>(el, 'move', async () => {
        await click(el, finishButton(el)!);
        expect(home(el), 'one card at a time').to.equal(25);
        expect(el.shadowRoot!.getAnimations().length, 'the card flies home as any move does').to.be.above(0);
        expect(finishButton(el), 'not offered twice').to.equal(null);
        await cascade(el, release, () => el.won);
      });
      expect(el.won, 'Finish plays on to the win').to.equal(true);
      await won;
      expect(home(el)).to.equal(52);
      expect(events).to.have.length(28);
      expect(events.every((event) => event.detail.action === 'move' && event.detail.points === 10)).to.equal(true);
      expect(el.moves).to.equal(moves + 28);
      expect(el.score).to.equal(score + 280);
    });
  });

  it('F on the table finishes too; an undo stops the cascade', async () => {
    await withHeldTimeouts(async (release) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      ENDGAME.forEach((action) => playByApi(el, action));
      await settle(el);
      part(el, '.table [tabindex="0"]').focus();
      await sendKeys({ press: 'f' });
      await el.updateComplete;
      expect(home(el)).to.equal(25);
      release();
      await el.updateComplete;
      expect(home(el)).to.equal(26);
      await sendKeys({ press: 'Control+z' });
      await el.updateComplete;
      release();
      await el.updateComplete;
      expect(home(el), 'nothing more goes home after the undo').to.equal(25);
      expect(finishButton(el), 'and Finish is offered again').to.not.equal(null);
    });
  });

  it('with auto-finish the table offers no button: the endgame plays itself as before', async () => {
    await withHeldTimeouts(async (_, releaseUntil) => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      ENDGAME.forEach((action) => playByApi(el, action));
      await el.updateComplete;
      expect(finishButton(el)).to.not.equal(null);
      const won = new Promise((resolve) => el.addEventListener('win', resolve, { once: true }));
      el.autoFinish = true;
      await el.updateComplete;
      expect(finishButton(el)).to.equal(null);
      await releaseUntil(() => el.won);
      await won;
      expect(home(el)).to.equal(52);
    });
  });

  it("Baker's Dozen: offered once every column runs down, and plays out to the win", async () => {
    await withHeldTimeouts(async (release) => {
      const el = await dealt(BAKERS_DOZEN);
      const line = parseActions(BD_ENDGAME)!;
      for (const [index, action] of line.entries()) {
        if (action.type !== 'move') throw new Error("Baker's Dozen lines hold moves only");
        if (index === line.length - 1) {
          await el.updateComplete;
          expect(finishButton(el), 'a card still lies on a lower one').to.equal(null);
        }
        expect(el.move(makePileId(action.from), makePileId(action.to))).to.equal(true);
      }
      await settle(el);
      expect(home(el)).to.equal(41);
      const won = new Promise((resolve) => el.addEventListener('win', resolve, { once: true }));
      await click(el, finishButton(el)!);
      await cascade(el, release, () => el.won);
      expect(el.won, 'Finish plays on to the win').to.equal(true);
      await won;
      expect(home(el)).to.equal(52);
      expect(el.moves).to.equal(line.length + 11);
    });
  });
});
