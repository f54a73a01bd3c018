import { type Action, moveAction } from './action.js';
import { type Card, DECK_SIZE, KING, rankOf, suitOf, makeCard } from './card.js';
import { DEAL_NUMBER_OPTION } from './deal/deal-code.js';
import { type OptionError, checkOption } from './options.js';
import { MOST_COLUMNS, WASTE, STOCK, foundationPile, foundationSuit, tableauColumn, tableauPile, FOUNDATION_COUNT } from './pile.js';
import { type Position, type PositionRecord, type Refusal, type Step, type Table, foundationCards, refusal, tableProblem, unreachable } from './position.js';
import { type Result, err, ok } from './result.js';
import { isCount } from './saved/json-checks.js';
import { shuffledDeck } from './deal/shuffle.js';

export const BAKERS_DOZEN_COLUMNS = MOST_COLUMNS;
const ROWS = 4;
/** Each card onto a foundation scores 10 (docs/rules.md, "Baker's Dozen › End, undo and scoring"). */
const FOUNDATION_POINTS = 10;

/**
 * A Baker's Dozen position: an open game, one card at a time, down by rank in any suit
 * (docs/rules.md, "Baker's Dozen › Moves").
 */
export class BakersDozen implements Position {
  readonly game = 'bakers-dozen';
  readonly columns = BAKERS_DOZEN_COLUMNS;
  /** Baker's Dozen has no house rules of its own. */
  readonly houseRules = {};
  score = 0;
  moves = 0;
  readonly foundations: number[] = [0, 0, 0, 0];
  readonly tableau: Card[][];

  /** Deals deal number `n` as docs/deal-code.md, "Baker's Dozen deal (BD1)": row by row, then kings to the bottom. */
  static deal(n: number): Result<BakersDozen, OptionError> {
    const number = checkOption('number', n, DEAL_NUMBER_OPTION);
    if (!number.ok) return number;
    const deck = shuffledDeck(number.value);
    const columns = Array.from({ length: BAKERS_DOZEN_COLUMNS }, (_, column) =>
      Array.from({ length: ROWS }, (_, row) => deck[BAKERS_DOZEN_COLUMNS * row + column]),
    );
    return ok(new BakersDozen(columns.map((cards) => [...cards.filter(isKing), ...cards.filter((card) => !isKing(card))])));
  }

  /**
   * A position laid out card by card — for tests, puzzles and a solver in a worker. Refused unless
   * it holds each of the 52 cards once in 13 columns and the foundations, with no stock or waste.
   */
  static fromTable(table: Table): Result<BakersDozen, OptionError> {
    const problem =
      tableProblem(table, BAKERS_DOZEN_COLUMNS) ?? (table.stock.length > 0 || table.waste.length > 0 ? "Baker's Dozen has no stock or waste" : undefined);
    if (problem) return err({ reason: 'bad-option', option: 'table', message: problem });
    const position = new BakersDozen(table.tableau.map(({ faceDown, faceUp }) => [...faceDown, ...faceUp]));
    table.foundations.forEach((cards, suit) => (position.foundations[suit] = cards.length));
    return ok(position);
  }

  private constructor(tableau: Card[][]) {
    this.tableau = tableau;
  }

  isWon(): boolean {
    const f = this.foundations;
    return f[0] + f[1] + f[2] + f[3] === DECK_SIZE;
  }

  legalActions(): Action[] {
    const actions: Action[] = [];
    for (let from = 0; from < BAKERS_DOZEN_COLUMNS; from++) {
      const source = this.tableau[from];
      if (source.length === 0) continue;
      const card = source[source.length - 1];
      if (rankOf(card) === this.foundations[suitOf(card)] + 1) actions.push(moveAction(tableauPile(from), foundationPile(suitOf(card)), 1));
      for (let to = 0; to < BAKERS_DOZEN_COLUMNS; to++) {
        if (to !== from && this.fitsColumn(card, to)) actions.push(moveAction(tableauPile(from), tableauPile(to), 1));
      }
    }
    return actions;
  }

  refusal(action: Action): Refusal | undefined {
    if (this.isWon()) return refusal('game-over', 'the game is won');
    if (action.type !== 'move') return refusal('not-a-source', "Baker's Dozen has no stock");
    const { from, to, count } = action;
    if (from === to) return refusal('same-pile', 'a card cannot move onto its own pile');
    const fromColumn = tableauColumn(from);
    if (from === STOCK || from === WASTE || foundationSuit(from) !== -1) return refusal('not-a-source', 'cards move from the columns only');
    if (fromColumn >= BAKERS_DOZEN_COLUMNS) return refusal('no-such-pile', 'there is no such column');
    const source = this.tableau[fromColumn];
    if (source.length === 0) return refusal('empty-pile', 'the column is empty');
    if (count !== 1) return refusal('one-card-only', 'one card moves at a time');
    const card = source[source.length - 1];
    const suit = foundationSuit(to);
    if (suit !== -1) {
      if (suitOf(card) !== suit) return refusal('wrong-foundation', `${makeCard(card)} goes on its own suit's foundation`);
      return rankOf(card) === this.foundations[suit] + 1 ? undefined : refusal('does-not-fit', `${makeCard(card)} does not fit there`);
    }
    const toColumn = tableauColumn(to);
    if (toColumn < 0) return refusal('not-a-destination', 'cards go onto the columns or the foundations');
    if (toColumn >= BAKERS_DOZEN_COLUMNS) return refusal('no-such-pile', 'there is no such column');
    if (this.tableau[toColumn].length === 0) return refusal('column-closed', 'an empty column stays empty');
    return this.fitsColumn(card, toColumn) ? undefined : refusal('does-not-fit', 'a card goes on a card one rank higher');
  }

  play(action: Action): Result<Step, Refusal> {
    const refused = this.refusal(action);
    if (refused || action.type !== 'move') return err(refused!);
    const card = this.tableau[tableauColumn(action.from)].pop()!;
    const suit = foundationSuit(action.to);
    if (suit !== -1) this.foundations[suit]++;
    else this.tableau[tableauColumn(action.to)].push(card);
    const scoreBefore = this.score;
    const points = suit !== -1 ? FOUNDATION_POINTS : 0;
    this.score += points;
    this.moves++;
    // No card leaves a foundation, so each scores once.
    return ok({ action, cards: [card], flipped: null, scoreBefore, points, firstHome: suit !== -1 });
  }

  undo(step: Step): void {
    if (step.action.type !== 'move') return;
    const suit = foundationSuit(step.action.to);
    if (suit !== -1) this.foundations[suit]--;
    else this.tableau[tableauColumn(step.action.to)].pop();
    this.tableau[tableauColumn(step.action.from)].push(step.cards[0]);
    this.score = step.scoreBefore;
    this.moves--;
  }

  table(): Table {
    return {
      stock: [],
      waste: [],
      foundations: foundationCards(this.foundations),
      tableau: this.tableau.map((cards) => ({ faceDown: [], faceUp: cards.slice() })),
    };
  }

  clone(): BakersDozen {
    const copy = new BakersDozen(this.tableau.map((cards) => cards.slice()));
    copy.foundations.splice(0, FOUNDATION_COUNT, ...this.foundations);
    copy.score = this.score;
    copy.moves = this.moves;
    return copy;
  }

  private fitsColumn(card: Card, column: number): boolean {
    const target = this.tableau[column];
    return target.length > 0 && rankOf(target[target.length - 1]) === rankOf(card) + 1;
  }
}

function isKing(card: Card): boolean {
  return rankOf(card) === KING;
}

/**
 * The position `record` lays out, for a saved game or a replay that starts part-way through a
 * game; refused unless play could reach it: each card on the foundations has scored its points.
 */
export function restoredBakersDozen({ table, score, moves, recycles }: PositionRecord): Result<BakersDozen, OptionError> {
  const position = BakersDozen.fromTable(table);
  if (!position.ok) return position;
  const onFoundations = table.foundations.reduce((sum, cards) => sum + cards.length, 0);
  if (score !== FOUNDATION_POINTS * onFoundations) return unreachable(`the score is ${FOUNDATION_POINTS} for each card on the foundations, not ${score}`);
  if (!isCount(moves) || recycles !== 0) return unreachable("the moves are out of bounds, or there are passes through a stock Baker's Dozen does not have");
  position.value.score = score;
  position.value.moves = moves;
  return position;
}
