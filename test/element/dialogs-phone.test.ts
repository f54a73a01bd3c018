import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, part, speaks } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** Phones the New game dialog must fit: upright, and the landscape one where it has to scroll. */
const SCREENS = [
  { width: 375, height: 667 },
  { width: 740, height: 375 },
];

/** Tolerance for subpixel layout. */
const EPSILON = 0.5;

withReducedMotion();

afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
  document.body.style.margin = '';
});

describe('the New game dialog on a phone', () => {
  for (const { width, height } of SCREENS) {
    for (const lang of ['en', 'fr', 'ar'] as const) {
      it(`${width} × ${height}, ${lang}: every control inside its box, each box beside its words, Cancel and Deal in sight`, async () => {
        await setViewport({ width, height });
        document.body.style.margin = '0';
        const el = await fixture<KlondikeSolitaire>(html`<klondike-solitaire deal-code=${VECTOR} lang=${lang}></klondike-solitaire>`);
        await speaks(el, lang);
        part(el, 'button.new-game').click();
        await el.updateComplete;
        const dialog = part(el, 'dialog.new-game');
        const box = dialog.getBoundingClientRect();

        for (const fieldset of dialog.querySelectorAll('fieldset')) {
          const group = fieldset.getBoundingClientRect();
          for (const control of fieldset.querySelectorAll('label, select, input')) {
            const rect = control.getBoundingClientRect();
            expect(rect.right, `${control.localName} in ${fieldset.querySelector('legend')!.textContent}`).to.be.at.most(group.right + EPSILON);
            expect(rect.left).to.be.at.least(group.left - EPSILON);
          }
        }

        for (const input of dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
          const words = document.createRange();
          words.selectNodeContents(input.parentElement!);
          words.setStartAfter(input);
          const firstLine = words.getClientRects()[0];
          const mark = input.getBoundingClientRect();
          expect(firstLine.top, `${input.name}: its words start on its line`).to.be.below(mark.bottom);
          expect(firstLine.bottom).to.be.above(mark.top);
        }

        for (const button of dialog.querySelectorAll('.dialog-buttons button')) {
          const rect = button.getBoundingClientRect();
          expect(rect.top, button.textContent.trim()).to.be.at.least(box.top);
          expect(rect.bottom, button.textContent.trim()).to.be.at.most(Math.min(box.bottom, height) + EPSILON);
        }
        el.remove();
      });
    }
  }
});
