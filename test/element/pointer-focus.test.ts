import { expect, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { VECTOR, cardEl, settle, solitaire } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + Math.min(8, rect.height / 2))];
}

withReducedMotion();

describe('the keyboard stays in the game after pointer play', () => {
  it('a real click that sends a card home leaves the focus in the table: U undoes it', async () => {
    const el = await solitaire();
    await settle(el);
    await sendMouse({ type: 'click', position: centre(cardEl(el, 'AC')) });
    await el.updateComplete;
    expect(el.state.foundations[3]).to.deep.equal(['AC']);
    expect(document.activeElement).to.equal(el);
    expect(el.shadowRoot!.activeElement).not.to.equal(null);
    await sendKeys({ press: 'u' });
    expect(el.state.foundations[3]).to.deep.equal([]);
  });

  for (const dir of ['ltr', 'rtl']) {
    it(`${dir}: a real drag onto another column leaves the focus in the table: Ctrl+Z undoes it, and D then draws`, async () => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR} dir=${dir}></klondike-solitaire>`);
      await settle(el);
      const [x, y] = centre(cardEl(el, '6C'));
      const [tx, ty] = centre(cardEl(el, '7H'));
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (const t of [0.2, 0.6, 1]) await sendMouse({ type: 'move', position: [Math.round(x + (tx - x) * t), Math.round(y + (ty + 20 - y) * t)] });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H', '6C']);
      // The card the drag turned over, which the undo turns face down again.
      cardEl(el, el.state.tableau[4].faceUp[0]).focus();
      await sendKeys({ press: 'Control+z' });
      await el.updateComplete;
      expect(el.state.tableau[5].faceUp).to.deep.equal(['7H']);
      expect(el.shadowRoot!.activeElement?.closest('.table'), 'the focus stays on the table').not.to.equal(null);
      await sendKeys({ press: 'd' });
      await el.updateComplete;
      expect(el.state.waste, 'D drew').to.have.length(1);
    });
  }

  it('after a click on a bar button, the letter keys still play: D draws, U undoes', async () => {
    const el = await solitaire();
    await settle(el);
    const hint = el.shadowRoot!.querySelector<HTMLButtonElement>('button.hint')!;
    await sendMouse({ type: 'click', position: centre(hint) });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(hint);
    await sendKeys({ press: 'd' });
    await el.updateComplete;
    expect(el.state.waste, 'D drew').to.have.length(1);
    await sendKeys({ press: 'u' });
    await el.updateComplete;
    expect(el.state.waste, 'U undid').to.have.length(0);
    expect(el.shadowRoot!.activeElement, 'the button keeps the focus').to.equal(hint);
  });

  it('play through the API takes no focus from the host page', async () => {
    const host = document.createElement('input');
    document.body.append(host);
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR}></klondike-solitaire>`);
    host.focus();
    expect(el.move('tableau-4', 'foundation-4')).to.equal(true);
    await el.updateComplete;
    expect(document.activeElement).to.equal(host);
    host.remove();
  });
});
