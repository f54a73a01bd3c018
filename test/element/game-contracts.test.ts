import { expect } from '@open-wc/testing';
import {
  type DealCode,
  DEFAULT_HOUSE_RULES,
  DEFAULT_KLONDIKE_RULES,
  STOCK,
  WASTE,
  foundationPile,
  parseDealCode,
  tableauPile,
} from '../../src/engine/index.js';
import type { SolitaireGame } from '../../src/element/game/solitaire-game.js';
import { bakersDozenGame } from '../../src/element/bakers-dozen/bakers-dozen-game.js';
import { klondikeGame } from '../../src/element/klondike/klondike-game.js';

function deal(code: string): DealCode {
  const parsed = parseDealCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

interface Row {
  readonly game: SolitaireGame;
  /** Statistics modes, by their stored keys. */
  readonly modeKeys: readonly string[];
  readonly own: string;
  readonly other: string;
  readonly columns: number;
  readonly home: number;
  readonly closes: boolean;
  /** The longest run a press picks up from a column. */
  readonly columnRun: number;
  readonly detailKeys: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    game: klondikeGame,
    modeKeys: ['1-standard', '3-standard', '1-vegas', '3-vegas'],
    own: 'KL1-D3V-AAAAAAG',
    other: 'BD1-AAAAAAG',
    columns: 7,
    home: STOCK,
    closes: false,
    columnRun: Infinity,
    detailKeys: ['dealCode', 'draw', 'scoring', 'passes', 'lockedFoundations'],
  },
  {
    game: bakersDozenGame,
    modeKeys: ['all'],
    own: 'BD1-AAAAAAG',
    other: 'KL1-D1N-AAAAAAG',
    columns: 13,
    home: tableauPile(0),
    closes: true,
    columnRun: 1,
    detailKeys: ['dealCode'],
  },
];

describe('game contracts: what the shared element asks of each game', () => {
  for (const row of ROWS) {
    const { game: variant } = row;
    describe(variant.tag, () => {
      it('names its game, its columns, the cursor home and whether emptied columns close', () => {
        expect(variant.game).to.equal(deal(row.own).game);
        expect(variant.columns).to.equal(row.columns);
        expect(variant.emptyTable.tableau).to.have.length(row.columns);
        expect(variant.cursorHome).to.equal(row.home);
        expect(variant.closesEmptyColumns).to.equal(row.closes);
        expect(variant.maxRun(tableauPile(0))).to.equal(row.columnRun);
        expect(variant.maxRun(foundationPile(0))).to.equal(1);
      });

      it('accepts its own codes and refuses the other game’s, naming the attribute', () => {
        const own = variant.checkDeal(row.own.toLowerCase(), 'deal-code');
        expect(own.ok && own.value).to.deep.equal(deal(row.own));
        const other = variant.checkDeal(row.other, 'dealCode');
        expect(other.ok).to.equal(false);
        if (!other.ok) expect(other.error.attribute).to.equal('dealCode');
        expect(variant.checkDeal('KL1-D2N-AAAAAAA', 'deal-code').ok).to.equal(false);
      });

      it('says what is wrong with a code typed into the New game dialog', async () => {
        const texts = await variant.loadTexts();
        expect(texts.codeProblem('')).to.equal(null);
        expect(texts.codeProblem(row.own)).to.equal(null);
        expect(texts.codeProblem(texts.codePlaceholder)).to.equal(null);
        expect(texts.codeProblem('KL1-D1N-AAAAAA')).to.be.a('string');
      });

      it('starts the deal it names, with the details its events carry', () => {
        const game = variant.start(deal(row.own), { ...DEFAULT_HOUSE_RULES, ...DEFAULT_KLONDIKE_RULES });
        expect(game.dealCode).to.equal(row.own);
        expect(game.position.game).to.equal(variant.game);
        expect(Object.keys(variant.newGameDetail(game))).to.have.members([...row.detailKeys]);
        expect(Object.keys(variant.winDetail(game, game.position.score))).to.include.members(['score', 'moves', 'elapsedMs', 'dealCode']);
        expect(variant.winDetail(game, 7)).to.deep.include({ score: 7 });
        expect(variant.scoreText(game, 7)).to.be.a('string').and.contain('7');
      });

      it('keeps statistics apart by mode, and names the mode of each game', () => {
        expect(variant.modes.map((mode) => variant.modeKey(mode))).to.deep.equal([...row.modeKeys]);
        const game = variant.start(deal(row.own), { ...DEFAULT_HOUSE_RULES, ...DEFAULT_KLONDIKE_RULES });
        expect(row.modeKeys).to.include(variant.modeKey(variant.modeOf(game.position)));
      });

      it('deals at random as its settings say, and reads them back from a game', () => {
        const settings = variant.defaults();
        const random = variant.randomDeal(settings);
        expect(random.game).to.equal(variant.game);
        const game = variant.start(random, { ...DEFAULT_HOUSE_RULES, ...variant.houseRules(settings) });
        expect({ ...settings, ...variant.settingsOf(game) }).to.deep.equal(settings);
      });
    });
  }

  it('Klondike shows the Vegas balance in dollars and its top row from the stock', () => {
    const game = klondikeGame.start(deal('KL1-D1V-AAAAAAG') as DealCode & { game: 'klondike' }, { ...DEFAULT_HOUSE_RULES, ...DEFAULT_KLONDIKE_RULES });
    expect(klondikeGame.scoreText(game, game.position.score)).to.equal('-$52');
    expect(klondikeGame.scoreText(game, 156)).to.equal('+$156');
    expect(klondikeGame.topRow.map((place) => place.pile)).to.deep.equal([STOCK, WASTE, ...[0, 1, 2, 3].map((suit) => foundationPile(suit as 0 | 1 | 2 | 3))]);
    expect(klondikeGame.newGameDetail(game)).to.deep.equal({
      dealCode: 'KL1-D1V-AAAAAAG',
      draw: 1,
      scoring: 'vegas',
      passes: 'unlimited',
      lockedFoundations: false,
    });
  });

  it('Baker’s Dozen refuses a Klondike code in its dialog as another game’s', async () => {
    expect((await bakersDozenGame.loadTexts()).codeProblem('KL1-D1N-AAAAAAG')).to.equal('other-game');
    expect((await klondikeGame.loadTexts()).codeProblem('BD1-AAAAAAG')).to.equal(null);
  });
});
