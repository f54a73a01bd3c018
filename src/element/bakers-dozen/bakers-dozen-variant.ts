import { BAKERS_DOZEN_COLUMNS, BakersDozen, Game, foundationPile, tableauPile, unwrap } from '../../engine/index.js';
import { checkGameDealCode } from '../base/config.js';
import type { GameVariant } from '../base/game-variant.js';
import { msg } from '../i18n/localization.js';
import { emptyTable, renderBakersDozenTable } from '../view/table-view.js';
import type { BakersDozenNewGameDetail, BakersDozenWinDetail } from './bakers-dozen-events.js';

/** Baker's Dozen as the shared element plays it. */
export const bakersDozenVariant: GameVariant<BakersDozen, BakersDozenNewGameDetail, BakersDozenWinDetail> = {
  game: 'bakers-dozen',
  tag: 'bakers-dozen-solitaire',
  columns: BAKERS_DOZEN_COLUMNS,
  // The foundations stand over the first four columns, which the up and down arrows cross to.
  topRow: ([0, 1, 2, 3] as const).map((suit) => ({ pile: foundationPile(suit), column: suit })),
  cursorHome: tableauPile(0),
  emptyTable: emptyTable(BAKERS_DOZEN_COLUMNS),
  closesEmptyColumns: true,
  // The cards of a new deal fly out from the foundation row, where the last game ended.
  dealOrigin: foundationPile(0),

  /** Only the top card of a pile moves. */
  maxRun: () => 1,
  checkDeal: (value, attribute) => checkGameDealCode('bakers-dozen', value, attribute),
  start: (deal, rules) => unwrap(Game.fromPosition(deal, unwrap(BakersDozen.deal(deal.number)), rules.maxUndos)),
  scoreText: (_, score) => String(score),
  newGameDetail: (game) => ({ dealCode: game.dealCode }),
  winDetail: (game, score) => ({ score, moves: game.position.moves, elapsedMs: game.elapsedMs, dealCode: game.dealCode }),
  newGameAnnouncement: () => ({ kind: 'new-bakers-dozen' }),
  renderPiles: (view) => renderBakersDozenTable(view),
  tableLabel: () => msg("Baker's Dozen table"),
  loadTexts: () => import('../speech/game-texts.js').then(({ bakersDozenTexts }) => bakersDozenTexts),
  loadSolver: () => import('../solver/bakers-dozen-solver-client.js').then(({ bakersDozenSolver }) => bakersDozenSolver()),
};
