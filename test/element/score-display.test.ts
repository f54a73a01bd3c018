import { expect, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/index.js';
import { parseActions } from '../../src/engine/index.js';
import { WINNING_LINES } from '../engine/winning-lines.js';
import { part, playByApi, solitaire, speaks, until } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** The left edges of the characters of an element's text, as the browser lays them out. */
function characterLefts(element: Element): number[] {
  const text = element.firstChild?.nodeType === Node.TEXT_NODE ? element.firstChild : [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
  const range = document.createRange();
  return Array.from(text.textContent!, (_, index) => {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  });
}

/** Whether the characters stand left to right in the order of the string. */
function readsInOrder(element: Element): boolean {
  const lefts = characterLefts(element);
  return lefts.every((left, index) => index === 0 || left > lefts[index - 1]);
}

describe('the Vegas balance reads sign first in every language and direction', () => {
  // What the figures read, not how the cards move: the win dialog opens at once, without the cascade.
  withReducedMotion();

  for (const [lang, dir] of [
    ['en', 'ltr'],
    ['ar', 'rtl'],
    ['fr', 'ltr'],
    ['ar', 'ltr'],
    ['en', 'rtl'],
  ] as const) {
    it(`lang="${lang}" dir="${dir}": "-$52" in the bar, left to right as written`, async () => {
      const el: KlondikeSolitaire = await solitaire(html`<klondike-solitaire lang=${lang} dir=${dir} deal-code="KL1-D1V-AAAAAAG"></klondike-solitaire>`);
      await speaks(el, lang);
      const score = part(el, '.score');
      expect(score.textContent.trim()).to.equal('-$52');
      expect(readsInOrder(score), `character lefts ${characterLefts(score).join(', ')}`).to.equal(true);
    });
  }

  it('lang="ar" dir="rtl": the win dialog\'s "+$208" and the best score of the statistics, sign first', async () => {
    const el = await solitaire(html`<klondike-solitaire lang="ar" dir="rtl" deal-code="KL1-D1V-AAAAAAJ"></klondike-solitaire>`);
    await speaks(el, 'ar');
    for (const action of parseActions(WINNING_LINES['KL1-D1V-AAAAAAJ'])!) expect(playByApi(el, action)).to.equal(true);
    await until(el, () => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.win')?.open === true);
    const won = part(el, '.win-score');
    expect(won.textContent.trim()).to.equal('+$208');
    expect(readsInOrder(won)).to.equal(true);
    el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.win')!.close();
    part(el, 'button.stats').click();
    await until(el, () => el.shadowRoot!.querySelector('.statistics-table') !== null);
    const best = [...el.shadowRoot!.querySelectorAll('.statistics-table td span')].find((cell) => cell.textContent === '+$208')!;
    expect(readsInOrder(best)).to.equal(true);
  });
});
