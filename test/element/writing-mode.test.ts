import { expect, fixture, html } from '@open-wc/testing';
import { GAMES, type Solitaire } from './support/games.js';
import { pileEl, settle } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/** The game on a vertical page (Japanese set top to bottom, right to left), as a host would embed it. */
async function onVerticalPage(tag: string, dir: 'ltr' | 'rtl'): Promise<Solitaire> {
  const page = await fixture<HTMLElement>(html`<div lang="ja" style="writing-mode: vertical-rl; block-size: 900px"></div>`);
  const el = document.createElement(tag) as Solitaire;
  el.setAttribute('dir', dir);
  page.append(el);
  await settle(el);
  return el;
}

withReducedMotion();

describe('an inherited vertical writing mode does not turn the table', () => {
  for (const game of GAMES) {
    for (const dir of ['ltr', 'rtl'] as const) {
      it(`<${game.tag} dir="${dir}">: the columns stand side by side, the first at the ${dir === 'ltr' ? 'left' : 'right'}`, async () => {
        const el = await onVerticalPage(game.tag, dir);
        const first = pileEl(el, 'tableau-1').getBoundingClientRect();
        const second = pileEl(el, 'tableau-2').getBoundingClientRect();
        const top = pileEl(el, game.topRow[0]).getBoundingClientRect();
        expect(first.top, 'the columns share a row').to.equal(second.top);
        expect(dir === 'ltr' ? first.left < second.left : first.left > second.left, 'the row runs in the element’s direction').to.equal(true);
        expect(top.bottom, 'the top row is above the columns').to.be.at.most(first.top);
        expect(first.height, 'a column is taller than wide').to.be.greaterThan(first.width);
        expect(el.getBoundingClientRect().width, 'the table keeps its smallest width').to.be.at.least(300);
      });
    }
  }
});
