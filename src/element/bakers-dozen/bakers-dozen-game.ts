import { BAKERS_DOZEN_COLUMNS, BakersDozen, Game, foundationPile, randomDealNumber, tableauPile, unwrap } from '../../engine/index.js';
import type { SolitaireGame } from '../game/solitaire-game.js';
import { checkGameDealCode } from '../host/checks.js';
import { msg } from '../i18n/localization.js';
import { emptyTable } from '../view/table-view.js';
import type { BakersDozenNewGameDetail, BakersDozenWinDetail } from './bakers-dozen-events.js';
import { Planner } from './bakers-dozen-plan.js';
import { renderBakersDozenTable } from './bakers-dozen-table.js';

/**
 * How long the solver may think about one hint, or one random deal under `winnable`. Most deals
 * are settled within a fraction of a second; where no worker can start, the page stays frozen
 * while it thinks.
 */
const SOLVE_MS = 1500;

/** Baker's Dozen's one mode: it has no choices. */
export type BakersDozenMode = Readonly<Record<string, never>>;

/** Baker's Dozen as the shared element plays it: no settings of its own, one mode. */
export const bakersDozenGame: SolitaireGame<BakersDozen, BakersDozenMode, BakersDozenMode, BakersDozenNewGameDetail, BakersDozenWinDetail> = {
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

  defaults: () => ({}),
  settingsOf: () => ({}),
  newGameFields: {},

  checkDeal: (value, attribute) => checkGameDealCode('bakers-dozen', value, attribute),
  randomDeal: () => ({ game: 'bakers-dozen', number: randomDealNumber() }),
  houseRules: () => ({}),
  start: (deal, rules) => unwrap(Game.fromPosition(deal, unwrap(BakersDozen.deal(deal.number)), rules.maxUndos)),
  loadStarter: () => import('../../engine/starters/bakers-dozen-starter.js').then(({ bakersDozenOnly }) => bakersDozenOnly),
  dealRequest: () => ({}),
  // A deal that resists is tried for as long as a hint may take, a dozen times at most.
  winnableSearch: { tryMs: SOLVE_MS, tries: 12, ms: Infinity },
  hints: (solver) => new Planner(solver, SOLVE_MS),
  loadSolver: () => import('./bakers-dozen-solver-client.js').then(({ bakersDozenSolver }) => bakersDozenSolver()),
  carries: () => false,

  modes: [{}],
  modeOf: () => ({}),
  modeKey: () => 'all',
  balanced: () => false,

  scoreText: (_, score) => String(score),
  tableLabel: () => msg("Baker's Dozen table"),
  renderPiles: (view) => renderBakersDozenTable(view),
  loadTexts: () => import('./bakers-dozen-texts.js').then(({ bakersDozenTexts }) => bakersDozenTexts),
  newGameDetail: (game) => ({ dealCode: game.dealCode }),
  winDetail: (game, score) => ({ score, moves: game.position.moves, elapsedMs: game.elapsedMs, dealCode: game.dealCode }),
};
