import {
  type Pile,
  type Position,
  Game,
  KLONDIKE_COLUMNS,
  Klondike,
  RECYCLE,
  STOCK,
  WASTE,
  foundationPile,
  formatScore,
  tableauColumn,
  unwrap,
} from '../../engine/index.js';
import { checkGameDealCode } from '../base/config.js';
import type { GameVariant } from '../base/game-variant.js';
import { msg } from '../i18n/localization.js';
import { type TableView, emptyTable, renderTable } from '../view/table-view.js';
import type { KlondikeNewGameDetail, KlondikeWinDetail } from './klondike-events.js';
import { klondikeMode, klondikeRules } from './klondike-state.js';

/** What a tap on the empty stock would do: turn the waste over, nothing any more, or nothing yet. */
function stockState(position: Position | undefined): TableView['stockState'] {
  if (!position || position.table().stock.length > 0) return 'empty';
  const refused = position.refusal(RECYCLE);
  if (!refused) return 'recycle';
  return refused.reason === 'no-passes-left' ? 'exhausted' : 'empty';
}

/** Klondike as the shared element plays it. */
export const klondikeVariant: GameVariant<Klondike, KlondikeNewGameDetail, KlondikeWinDetail> = {
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
  maxRun: (pile: Pile) => (tableauColumn(pile) < 0 ? 1 : Infinity),
  checkDeal: (value, attribute) => checkGameDealCode('klondike', value, attribute),
  start: (deal, { maxUndos, ...own }) => unwrap(Game.fromPosition(deal, unwrap(Klondike.forDeal(deal, own)), maxUndos)),
  scoreText: (game, score) => formatScore(score, game.position.options.scoring),
  newGameDetail: (game) => ({ dealCode: game.dealCode, ...klondikeMode(game.position), ...klondikeRules(game.position) }),
  winDetail: (game, score) => ({
    score,
    moves: game.position.moves,
    elapsedMs: game.elapsedMs,
    dealCode: game.dealCode,
    ...klondikeMode(game.position),
    ...klondikeRules(game.position),
  }),
  newGameAnnouncement: (game) => ({ kind: 'new-game', ...klondikeMode(game.position) }),
  renderPiles: (view, game) => renderTable({ ...view, draw: game?.position.options.draw ?? 1, stockState: stockState(game?.position) }),
  tableLabel: () => msg('Klondike table'),
  loadTexts: () => import('../speech/game-texts.js').then(({ klondikeTexts }) => klondikeTexts),
  loadSolver: () => import('../solver/klondike-solver-client.js').then(({ klondikeSolver }) => klondikeSolver()),
};
