import {
  DEFAULT_KLONDIKE_RULES,
  DRAW,
  Game,
  KLONDIKE_COLUMNS,
  Klondike,
  RECYCLE,
  STOCK,
  WASTE,
  foundationPile,
  formatScore,
  randomDealNumber,
  tableauColumn,
  unwrap,
} from '../../engine/index.js';
import type { SolitaireGame } from '../game/solitaire-game.js';
import { checkGameDealCode } from '../host/checks.js';
import { msg } from '../i18n/localization.js';
import { emptyTable } from '../view/table-view.js';
import { checkDraw, checkScoring } from './klondike-config.js';
import type { KlondikeNewGameDetail, KlondikeWinDetail } from './klondike-events.js';
import { type KlondikeMode, type KlondikeSettings, klondikeMode, klondikeRules } from './klondike-state.js';
import { renderTable, stockState } from './klondike-table.js';

const MODES: readonly KlondikeMode[] = [
  { draw: 1, scoring: 'standard' },
  { draw: 3, scoring: 'standard' },
  { draw: 1, scoring: 'vegas' },
  { draw: 3, scoring: 'vegas' },
];

/** Klondike as the shared element plays it. */
export const klondikeGame: SolitaireGame<Klondike, KlondikeSettings, KlondikeMode, KlondikeNewGameDetail, KlondikeWinDetail> = {
  game: 'klondike',
  tag: 'klondike-solitaire',
  columns: KLONDIKE_COLUMNS,
  // In logical order; the waste spans grid columns 2–3.
  topRow: [
    { pile: STOCK, column: 0 },
    { pile: WASTE, column: 1 },
    ...([0, 1, 2, 3] as const).map((suit) => ({ pile: foundationPile(suit), column: suit + 3 })),
  ],
  cursorHome: STOCK,
  emptyTable: emptyTable(KLONDIKE_COLUMNS),
  closesEmptyColumns: false,
  dealOrigin: STOCK,
  /** Only the top card of the waste and of a foundation plays; a column gives any face-up run. */
  maxRun: (pile) => (tableauColumn(pile) < 0 ? 1 : Infinity),

  defaults: () => ({ draw: 1, scoring: 'standard', passes: DEFAULT_KLONDIKE_RULES.passes, lockedFoundations: false, vegasCumulative: false }),
  settingsOf: (game) => ({ ...klondikeMode(game.position), ...klondikeRules(game.position) }),
  newGameFields: { draw: checkDraw, scoring: checkScoring },
  loadNewGameChoices: () => import('./new-game-choices.js').then(({ klondikeChoices }) => klondikeChoices),

  checkDeal: (value, attribute) => checkGameDealCode('klondike', value, attribute),
  randomDeal: ({ draw, scoring }) => ({ game: 'klondike', draw, scoring, number: randomDealNumber() }),
  houseRules: ({ passes, lockedFoundations }) => ({ passes, retrieval: !lockedFoundations }),
  start: (deal, { maxUndos, ...own }) => unwrap(Game.fromPosition(deal, unwrap(Klondike.forDeal(deal, own)), maxUndos)),
  loadStarter: () => import('../../engine/starters/klondike-starter.js').then(({ klondikeOnly }) => klondikeOnly),
  dealRequest: ({ draw, scoring }) => ({ draw, scoring }),
  // Short tries: most winnable deals are proved fast, and one that resists is cheaper to replace
  // than to finish (`npm run bench:solver` measures both).
  winnableSearch: { tryMs: 50, tries: Infinity, ms: 2000 },
  // From what the player can see, in a chunk of its own that the first hint loads.
  hints: () => ({ find: (position) => import('./klondike-hint.js').then(({ findHint }) => findHint(position) ?? 'none') }),
  loadSolver: () => import('./klondike-solver-client.js').then(({ klondikeSolver }) => klondikeSolver()),
  stockAction: (position) => (position.table().stock.length === 0 ? RECYCLE : DRAW),
  carries: (game, { vegasCumulative }) => vegasCumulative && game.position.options.scoring === 'vegas',

  modes: MODES,
  modeOf: klondikeMode,
  modeKey: ({ draw, scoring }) => `${draw}-${scoring}`,
  balanced: ({ scoring }) => scoring === 'vegas',

  scoreText: (game, score) => formatScore(score, game.position.options.scoring),
  tableLabel: () => msg('Klondike table'),
  renderPiles: (view, game) => renderTable({ ...view, draw: game?.position.options.draw ?? 1, stockState: stockState(game?.position) }),
  loadTexts: () => import('./klondike-texts.js').then(({ klondikeTexts }) => klondikeTexts),
  newGameDetail: (game) => ({ dealCode: game.dealCode, ...klondikeMode(game.position), ...klondikeRules(game.position) }),
  winDetail: (game, score) => ({
    score,
    moves: game.position.moves,
    elapsedMs: game.elapsedMs,
    dealCode: game.dealCode,
    ...klondikeMode(game.position),
    ...klondikeRules(game.position),
  }),
};
