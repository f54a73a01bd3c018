import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { KlondikeSolitaire, PileId } from '../../src/index.js';
import { BAKERS_DOZEN, KLONDIKE, type GameCase, type Solitaire, dealt } from './support/games.js';
import { settle } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** The game's element dealt its test vector inside a box `width` px wide, `dir` and `lang` on the box. */
async function inBox(game: GameCase, width: number, attributes: Record<string, string> = {}): Promise<Solitaire> {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
  document.body.append(box);
  const el = await dealt(game);
  box.append(el);
  await el.updateComplete;
  return el;
}

afterEach(() => {
  for (const box of document.body.querySelectorAll(':scope > div:has(> klondike-solitaire, > bakers-dozen-solitaire)')) box.remove();
});

function card(el: Solitaire, name: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[data-card="${name}"]`);
  if (!found) throw new Error(`no ${name} on the table`);
  return found;
}

/**
 * The ink blobs of a face's art as the browser draws it: the SVG rasterised on its own, with its
 * paths' computed paint, and its connected areas of ink, by size, largest first. Pips never
 * touch, so a number card has one blob per pip.
 */
async function blobs(art: SVGSVGElement, scale = 3): Promise<number[]> {
  const width = 100 * scale;
  const height = 140 * scale;
  const copy = art.cloneNode(true) as SVGSVGElement;
  const paths = art.querySelectorAll('path');
  copy.querySelectorAll('path').forEach((path, at) => {
    const style = getComputedStyle(paths[at]);
    for (const property of ['fill', 'fill-rule', 'stroke']) path.setAttribute(property, style.getPropertyValue(property));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, width, height);
  const inked = (at: number): boolean => data[at * 4 + 3] > 128;
  const seen = new Uint8Array(width * height);
  const areas: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !inked(start)) continue;
    let area = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      area++;
      const x = at % width;
      for (const next of [at - width, at + width, x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1]) {
        if (next < 0 || next >= width * height || seen[next] || !inked(next)) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b - a);
}

/** Whether `element` is drawn at all: neither it nor an ancestor is hidden. */
const drawn = (element: Element): boolean => element.checkVisibility({ checkVisibilityCSS: true });

withReducedMotion();

describe('card faces', () => {
  // Baker's Dozen deals all 52 cards face up; on a wide table they are large enough for pips.
  it('a number card shows as many pips as its rank, an ace one large pip, a court card its figure', async () => {
    const el = await inBox(BAKERS_DOZEN, 1200);
    expect(card(el, 'AS').getBoundingClientRect().width, 'the cards are large').to.be.greaterThan(60);
    for (const suit of SUITS) {
      for (const [index, rank] of RANKS.entries()) {
        const face = card(el, `${rank}${suit}`);
        const art = face.querySelector<SVGSVGElement>('svg.art');
        expect(art, `${rank}${suit} has its art`).to.not.equal(null);
        const areas = await blobs(art!);
        if (index === 0) {
          // The ace of spades may be ornate; its pip is the largest blob all the same.
          if (suit !== 'S') expect(areas.length, `A${suit}: one pip`).to.equal(1);
          expect(areas[0], `A${suit}: a large pip`).to.be.greaterThan(0.04 * 300 * 420);
        } else if (index < 10) {
          expect(areas.filter((area) => area > 200).length, `${rank}${suit}: its pips`).to.equal(index + 1);
          const [largest] = areas;
          expect(
            areas.every((area) => area > largest / 2),
            `${rank}${suit}: pips of one size`,
          ).to.equal(true);
        } else {
          const layers = [...art!.querySelectorAll('path')].map((path) => getComputedStyle(path).fill);
          expect(new Set(layers).size, `${rank}${suit}: a figure in colours`).to.be.at.least(3);
          const frame = art!.getBoundingClientRect();
          expect(frame.width, `${rank}${suit}: a figure across the card`).to.be.greaterThan(0.5 * face.getBoundingClientRect().width);
          expect(areas[0], `${rank}${suit}: a figure, not a letter`).to.be.greaterThan(0.1 * 300 * 420);
        }
      }
    }
  });

  for (const [width, dir] of [
    [1200, 'ltr'],
    [1200, 'rtl'],
    [300, 'rtl'],
  ] as const) {
    it(`the index reads rank over suit in the start corner, and the faces do not mirror (${width} px, ${dir})`, async () => {
      const el = await inBox(KLONDIKE, width, dir === 'rtl' ? { dir: 'rtl', lang: 'ar' } : {});
      for (const name of ['QH', 'AC', '6C', '9H']) {
        const face = card(el, name);
        const box = face.getBoundingClientRect();
        const rank = face.querySelector('.index .rank')!.getBoundingClientRect();
        const suit = face.querySelector('.index .suit')!.getBoundingClientRect();
        expect(rank.bottom, `${name}: its rank over its suit`).to.be.at.most(suit.top + 1);
        const start = dir === 'rtl' ? box.right - rank.right : rank.left - box.left;
        expect(start, `${name}: in the start corner`).to.be.lessThan(box.width * 0.12);
        expect(rank.top - box.top).to.be.lessThan(box.height * 0.1);
        const art = face.querySelector('svg.art')!;
        expect(getComputedStyle(art).transform, `${name}: its art not mirrored`).to.equal('none');
      }
    });
  }

  for (const [game, width] of [
    [KLONDIKE, 300],
    [KLONDIKE, 1200],
    [BAKERS_DOZEN, 300],
    [BAKERS_DOZEN, 1200],
  ] as const) {
    it(`<${game.tag}> ${width} px wide: a covered card shows its index alone in its visible strip`, async () => {
      const el = await inBox(game, width);
      // In Klondike a face-up card is covered once a card is put on it.
      if (game === KLONDIKE) expect((el as KlondikeSolitaire).move(game.onto.from as PileId, game.onto.to as PileId)).to.equal(true);
      await settle(el);
      let covered = 0;
      for (const column of el.shadowRoot!.querySelectorAll('.column')) {
        const cards = [...column.querySelectorAll<HTMLElement>('.card[data-card]')];
        for (const [at, face] of cards.slice(0, -1).entries()) {
          const next = cards[at + 1];
          covered++;
          const strip = { top: face.getBoundingClientRect().top, bottom: next.getBoundingClientRect().top };
          const rank = face.querySelector('.index .rank')!.getBoundingClientRect();
          expect(rank.bottom, `${face.dataset.card}: its rank in the strip`).to.be.at.most(strip.bottom + 0.5);
          for (const part of face.querySelectorAll('*')) {
            if (part.closest('.index, .visually-hidden') || !drawn(part)) continue;
            const box = part.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            expect(box.top >= strip.bottom || box.bottom <= strip.top, `${face.dataset.card}: its ${part.getAttribute('class')} in the strip`).to.equal(true);
          }
        }
      }
      expect(covered, 'covered face-up cards').to.be.at.least(game === BAKERS_DOZEN ? 30 : 1);
    });
  }

  it('a lifted card uncovers the face of the card under it', async () => {
    const el = await inBox(BAKERS_DOZEN, 1200);
    const under = card(el, '6S').parentElement!.querySelectorAll('.card')[2] as HTMLElement;
    const art = under.querySelector('svg.art')!;
    expect(drawn(art), 'covered').to.equal(false);
    under.nextElementSibling!.classList.add('dragging');
    expect(drawn(art), 'uncovered while the card above is dragged').to.equal(true);
  });

  it('forced colours keep the four suits apart: four shapes, red ones in outline', async () => {
    await emulateMedia({ forcedColors: 'active' });
    try {
      const el = await inBox(BAKERS_DOZEN, 1200);
      const shapes = new Set<string>();
      for (const suit of SUITS) {
        const face = card(el, `5${suit}`);
        const red = suit === 'H' || suit === 'D';
        for (const path of [face.querySelector('.index .suit path')!, face.querySelector('svg.art path')!]) {
          const style = getComputedStyle(path);
          expect(style.fill === 'none', `5${suit}: ${red ? 'outlined' : 'solid'}`).to.equal(red);
          expect(red ? style.stroke : style.fill, `5${suit}: drawn in the text colour`).to.equal(getComputedStyle(face).color);
          expect(style.stroke === 'none' || style.stroke === getComputedStyle(face).color).to.equal(true);
        }
        shapes.add(face.querySelector('.index .suit path')!.getAttribute('d')!);
        expect(getComputedStyle(face).color, 'ink and card differ').to.not.equal(getComputedStyle(face).backgroundColor);
      }
      expect(shapes.size, 'four shapes').to.equal(4);
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });
});
