import { type Action, DRAW, RECYCLE, moveAction } from './action.js';
import { type Card, DECK_SIZE, KING, isRed, rankOf, suitOf, makeCard, cardOf, type Suit } from './card.js';
import { DEAL_NUMBER_OPTION, DRAW_OPTION, type DrawMode, type KlondikeDeal, SCORING_OPTION, type Scoring, checkDeal } from './deal/deal-code.js';
import { type OptionCheck, type OptionError, checkOption, checkOptions } from './options.js';
import { STOCK, WASTE, foundationPile, foundationSuit, tableauColumn, tableauPile, FOUNDATION_COUNT } from './pile.js';
import { type Position, type Refusal, type Step, type Table, foundationCards, refusal, tableProblem } from './position.js';
import { type Result, err, ok } from './result.js';
import { shuffledDeck } from './deal/shuffle.js';
import { type ScoringRules, scoringRules } from './scoring.js';

/**
 * Passes through the stock in standard scoring: no limit, the classic limits (draw 1 one pass,
 * draw 3 three), or a whole number of passes (docs/rules.md, "Klondike › Stock and recycling").
 */
export type Passes = 'unlimited' | 'classic' | number;

export function isPasses(value: unknown): value is Passes {
  return value === 'unlimited' || value === 'classic' || (Number.isSafeInteger(value) && (value as number) >= 1);
}

/** Klondike's own house rules: what a host may choose beyond the deal code. */
export type KlondikeHouseRules = {
  readonly passes: Passes;
  /**
   * Whether a foundation's top card may go back to the tableau; off, the foundations are locked
   * (docs/rules.md, "Klondike › Retrieval" and "Klondike › Locked foundations").
   */
  readonly retrieval: boolean;
};

export const DEFAULT_KLONDIKE_RULES: KlondikeHouseRules = { passes: 'unlimited', retrieval: true };

/** How each of Klondike's house rules is checked, and its default. */
export const KLONDIKE_RULE_OPTIONS = {
  passes: {
    accepts: isPasses,
    expected: '"unlimited", "classic" or a whole number of passes from 1',
    fallback: { value: DEFAULT_KLONDIKE_RULES.passes },
  },
  retrieval: {
    accepts: (value): value is boolean => typeof value === 'boolean',
    expected: 'true or false',
    fallback: { value: DEFAULT_KLONDIKE_RULES.retrieval },
  },
} satisfies Record<keyof KlondikeHouseRules, OptionCheck<unknown>>;

/** Klondike's house rules by name: each one left out at its default, a malformed or unknown one refused. */
export function parseKlondikeRules(rules: unknown): Result<KlondikeHouseRules, OptionError> {
  return checkOptions('Klondike house rules', rules, KLONDIKE_RULE_OPTIONS);
}

/** How a Klondike position is played: the deal code's draw and scoring, and the house rules. */
export interface KlondikeOptions extends KlondikeHouseRules {
  readonly draw: DrawMode;
  readonly scoring: Scoring;
}

/** The options a Klondike position is set up with: draw and scoring, each house rule at its default when left out. */
export type KlondikeSetup = Pick<KlondikeOptions, 'draw' | 'scoring'> & Partial<KlondikeHouseRules>;

const KLONDIKE_OPTIONS = { draw: DRAW_OPTION, scoring: SCORING_OPTION, ...KLONDIKE_RULE_OPTIONS } satisfies Record<keyof KlondikeOptions, OptionCheck<unknown>>;

export const KLONDIKE_COLUMNS = 7;
const DEALT_TO_TABLEAU = 28;

/** A Klondike position that changes in place, so the solver can play and undo without copying. */
export class Klondike implements Position {
  readonly game = 'klondike';
  readonly columns = KLONDIKE_COLUMNS;
  score: number;
  moves = 0;
  recycles = 0;

  /** Face down; the last card is the next one drawn. */
  readonly stock: Card[];
  readonly waste: Card[] = [];
  /** How many cards each foundation holds: they are always ace … that rank of its suit. */
  readonly foundations: number[] = [0, 0, 0, 0];
  /**
   * How high each foundation has been this game: its cards up to there have earned their points,
   * and a retrieved one going back scores nothing (docs/rules.md, "Klondike › Standard scoring").
   */
  readonly scored: number[] = [0, 0, 0, 0];
  readonly faceDown: Card[][] = [];
  readonly faceUp: Card[][] = [];

  /** How many times the waste may be turned back into the stock (docs/rules.md, "Klondike › Stock and recycling"). */
  readonly recycleLimit: number;
  private readonly scoring: ScoringRules;

  /** The position a Klondike deal code names, under the host's house rules (each left out at its default). */
  static forDeal(deal: KlondikeDeal, rules: Partial<KlondikeHouseRules> = {}): Result<Klondike, OptionError> {
    const checked = checkDeal(deal);
    if (!checked.ok) return checked;
    if (checked.value.game !== 'klondike')
      return err({ reason: 'bad-option', option: 'game', message: `game must be "klondike" for a Klondike position, not "${checked.value.game}"` });
    const { draw, scoring, number } = checked.value;
    const own = parseKlondikeRules(rules);
    return own.ok ? ok(Klondike.dealt(number, { draw, scoring, ...own.value })) : own;
  }

  /** Deals deal number `n` as docs/deal-code.md, "Klondike deal (KL1)", says, under `options` checked. */
  static deal(n: number, options: KlondikeSetup): Result<Klondike, OptionError> {
    const number = checkOption('number', n, DEAL_NUMBER_OPTION);
    if (!number.ok) return number;
    const checked = checkOptions('options', options, KLONDIKE_OPTIONS);
    return checked.ok ? ok(Klondike.dealt(number.value, checked.value)) : checked;
  }

  private static dealt(n: number, options: KlondikeOptions): Klondike {
    const deck = shuffledDeck(n);
    const position = new Klondike(options, deck.slice(DEALT_TO_TABLEAU).reverse());
    let next = 0;
    for (let row = 0; row < KLONDIKE_COLUMNS; row++) {
      for (let column = row; column < KLONDIKE_COLUMNS; column++) {
        position.faceDown[column].push(deck[next++]);
      }
    }
    for (let column = 0; column < KLONDIKE_COLUMNS; column++) {
      position.faceUp[column].push(position.faceDown[column].pop()!);
    }
    return position;
  }

  /**
   * A position laid out card by card — for tests, puzzles and the solver's player view. Refused
   * unless it holds each of the 52 cards once, foundations run from the ace and every column with
   * face-down cards has a face-up card on them, and unless `options` are well-formed.
   */
  static fromTable(table: Table, options: KlondikeSetup): Result<Klondike, OptionError> {
    const checked = checkOptions('options', options, KLONDIKE_OPTIONS);
    if (!checked.ok) return checked;
    const problem = tableProblem(table, KLONDIKE_COLUMNS);
    if (problem) return err({ reason: 'bad-option', option: 'table', message: problem });
    const position = new Klondike(checked.value, table.stock.slice().reverse());
    position.waste.push(...table.waste);
    table.foundations.forEach((cards, suit) => (position.foundations[suit] = position.scored[suit] = cards.length));
    table.tableau.forEach(({ faceDown, faceUp }, column) => {
      position.faceDown[column].push(...faceDown);
      position.faceUp[column].push(...faceUp);
    });
    return ok(position);
  }

  get houseRules(): KlondikeHouseRules {
    return { passes: this.options.passes, retrieval: this.options.retrieval };
  }

  private constructor(
    readonly options: KlondikeOptions,
    stock: Card[],
  ) {
    this.stock = stock;
    this.recycleLimit = recycleLimit(options);
    this.scoring = scoringRules(options.scoring);
    this.score = this.scoring.start;
    for (let column = 0; column < KLONDIKE_COLUMNS; column++) {
      this.faceDown.push([]);
      this.faceUp.push([]);
    }
  }

  isWon(): boolean {
    const f = this.foundations;
    return f[0] + f[1] + f[2] + f[3] === DECK_SIZE;
  }

  legalActions(): Action[] {
    if (this.isWon()) return [];
    const actions: Action[] = [];
    if (this.stock.length > 0) actions.push(DRAW);
    else if (this.waste.length > 0 && this.recycles < this.recycleLimit) actions.push(RECYCLE);
    if (this.waste.length > 0) this.pushMovesOf(actions, WASTE, this.waste[this.waste.length - 1], 1, true);
    for (let column = 0; column < KLONDIKE_COLUMNS; column++) {
      const run = this.faceUp[column];
      for (let count = 1; count <= run.length; count++) {
        this.pushMovesOf(actions, tableauPile(column), run[run.length - count], count, count === 1);
      }
    }
    if (this.options.retrieval) {
      for (let suit = 0; suit < FOUNDATION_COUNT; suit++) {
        const height = this.foundations[suit];
        if (height > 0) this.pushMovesOf(actions, foundationPile(suit as Suit), cardOf(suit as Suit, height), 1, false);
      }
    }
    return actions;
  }

  refusal(action: Action): Refusal | undefined {
    if (this.isWon()) return refusal('game-over', 'the game is won');
    if (action.type === 'draw') {
      return this.stock.length > 0 ? undefined : refusal('stock-empty', 'the stock is empty');
    }
    if (action.type === 'recycle') {
      if (this.stock.length > 0) return refusal('stock-not-empty', 'the waste goes back only when the stock is empty');
      if (this.waste.length === 0) return refusal('waste-empty', 'the waste is empty');
      return this.recycles < this.recycleLimit ? undefined : refusal('no-passes-left', 'no more passes through the stock');
    }
    const { from, to, count } = action;
    if (from === to) return refusal('same-pile', 'a card cannot move onto its own pile');
    const card = this.sourceCard(from, count);
    if (typeof card !== 'number') return card;
    const toColumn = tableauColumn(to);
    if (toColumn >= 0) {
      if (toColumn >= KLONDIKE_COLUMNS) return refusal('no-such-pile', `there is no tableau-${toColumn + 1}`);
      return this.fitsColumn(card, toColumn) ? undefined : this.columnRefusal(toColumn);
    }
    const suit = foundationSuit(to);
    if (suit === -1) return refusal('not-a-destination', 'cards go onto the tableau or the foundations');
    if (count !== 1) return refusal('one-card-only', 'foundations take one card at a time');
    if (suitOf(card) !== suit) return refusal('wrong-foundation', `${makeCard(card)} goes on its own suit's foundation`);
    return rankOf(card) === this.foundations[suit] + 1 ? undefined : refusal('does-not-fit', `${makeCard(card)} does not fit there`);
  }

  play(action: Action): Result<Step, Refusal> {
    const refused = this.refusal(action);
    if (refused) return err(refused);
    if (action.type === 'draw') return ok(this.draw(action));
    if (action.type === 'recycle') return ok(this.recycle(action));
    return ok(this.moveCards(action, action.from, action.to, action.count));
  }

  undo(step: Step): void {
    const { action } = step;
    if (action.type === 'draw') {
      for (let left = step.cards.length; left > 0; left--) this.stock.push(this.waste.pop()!);
    } else if (action.type === 'recycle') {
      while (this.stock.length > 0) this.waste.push(this.stock.pop()!);
      this.recycles--;
    } else {
      const fromColumn = tableauColumn(action.from);
      if (step.flipped !== null) this.faceDown[fromColumn].push(this.faceUp[fromColumn].pop()!);
      this.take(action.to, action.count);
      this.put(action.from, step.cards);
      if (step.firstHome) this.scored[foundationSuit(action.to)]--;
    }
    this.score = step.scoreBefore;
    this.moves--;
  }

  table(): Table {
    return {
      stock: this.stock.slice().reverse(),
      waste: this.waste.slice(),
      foundations: foundationCards(this.foundations),
      tableau: this.faceDown.map((faceDown, column) => ({ faceDown: faceDown.slice(), faceUp: this.faceUp[column].slice() })),
    };
  }

  clone(): Klondike {
    const copy = new Klondike(this.options, this.stock.slice());
    copy.waste.push(...this.waste);
    copy.foundations.splice(0, FOUNDATION_COUNT, ...this.foundations);
    copy.scored.splice(0, FOUNDATION_COUNT, ...this.scored);
    for (let column = 0; column < KLONDIKE_COLUMNS; column++) {
      copy.faceDown[column].push(...this.faceDown[column]);
      copy.faceUp[column].push(...this.faceUp[column]);
    }
    copy.score = this.score;
    copy.moves = this.moves;
    copy.recycles = this.recycles;
    return copy;
  }

  private draw(action: Action): Step {
    const cards: Card[] = [];
    const count = Math.min(this.options.draw, this.stock.length);
    for (let i = 0; i < count; i++) {
      const card = this.stock.pop()!;
      cards.push(card);
      this.waste.push(card);
    }
    return this.record(action, cards, null, 0, false);
  }

  private recycle(action: Action): Step {
    const cards = this.waste.slice();
    while (this.waste.length > 0) this.stock.push(this.waste.pop()!);
    this.recycles++;
    return this.record(action, cards, null, this.scoring.recycle, false);
  }

  private moveCards(action: Action, from: number, to: number, count: number): Step {
    const cards = this.take(from, count);
    this.put(to, cards);
    let points = 0;
    const suit = foundationSuit(to);
    const firstHome = suit !== -1 && this.foundations[suit] > this.scored[suit];
    if (firstHome) {
      this.scored[suit]++;
      points += this.scoring.toFoundation;
    } else if (from === WASTE && suit === -1) points += this.scoring.wasteToTableau;
    let flipped: Card | null = null;
    const fromColumn = tableauColumn(from);
    if (fromColumn >= 0 && this.faceUp[fromColumn].length === 0 && this.faceDown[fromColumn].length > 0) {
      flipped = this.faceDown[fromColumn].pop()!;
      this.faceUp[fromColumn].push(flipped);
      points += this.scoring.turnUp;
    }
    return this.record(action, cards, flipped, points, firstHome);
  }

  private record(action: Action, cards: Card[], flipped: Card | null, points: number, firstHome: boolean): Step {
    const scoreBefore = this.score;
    this.score = this.scoring.apply(scoreBefore, points);
    this.moves++;
    return { action, cards, flipped, scoreBefore, points: this.score - scoreBefore, firstHome };
  }

  /** Removes and returns the top `count` cards of a pile, bottom first. */
  private take(pile: number, count: number): Card[] {
    if (pile === WASTE) return [this.waste.pop()!];
    const suit = foundationSuit(pile);
    if (suit !== -1) return [cardOf(suit, this.foundations[suit]--)];
    const run = this.faceUp[tableauColumn(pile)];
    return run.splice(run.length - count, count);
  }

  private put(pile: number, cards: readonly Card[]): void {
    const suit = foundationSuit(pile);
    if (pile === WASTE) this.waste.push(cards[0]);
    else if (suit !== -1) this.foundations[suit]++;
    else this.faceUp[tableauColumn(pile)].push(...cards);
  }

  /** The bottom card of the `count` cards that would leave `from`, or why they cannot. */
  private sourceCard(from: number, count: number): Card | Refusal {
    if (!Number.isInteger(count) || count < 1) return refusal('bad-count', 'move at least one card');
    if (from === STOCK) return refusal('not-a-source', 'tap the stock to draw');
    if (from === WASTE) {
      if (this.waste.length === 0) return refusal('empty-pile', 'the waste is empty');
      return count === 1 ? this.waste[this.waste.length - 1] : refusal('one-card-only', 'only the top card of the waste plays');
    }
    const suit = foundationSuit(from);
    if (suit !== -1) {
      if (!this.options.retrieval) return refusal('retrieval-off', 'cards stay on the foundations in this game');
      if (this.foundations[suit] === 0) return refusal('empty-pile', 'the foundation is empty');
      return count === 1 ? cardOf(suit, this.foundations[suit]) : refusal('one-card-only', 'foundations give one card at a time');
    }
    const column = tableauColumn(from);
    if (column < 0 || column >= KLONDIKE_COLUMNS) return refusal('no-such-pile', `there is no such pile`);
    const run = this.faceUp[column];
    if (run.length === 0) return refusal('empty-pile', 'the column is empty');
    if (count > run.length) return refusal('bad-count', `only ${run.length} face-up card(s) there`);
    return run[run.length - count];
  }

  /** Whether `card` would go onto column `column` (from 0) now. */
  fitsColumn(card: Card, column: number): boolean {
    const run = this.faceUp[column];
    if (run.length === 0) return rankOf(card) === KING;
    return fitsOn(run[run.length - 1], card);
  }

  private columnRefusal(column: number): Refusal {
    return this.faceUp[column].length === 0
      ? refusal('king-only', 'only a king goes on an empty column')
      : refusal('does-not-fit', 'a card goes on one rank higher of the other colour');
  }

  /** Adds every legal move of `card` (with `count` cards from `from`) to `actions`. */
  private pushMovesOf(actions: Action[], from: number, card: Card, count: number, toFoundation: boolean): void {
    if (toFoundation && rankOf(card) === this.foundations[suitOf(card)] + 1) {
      actions.push(moveAction(from, foundationPile(suitOf(card)), 1));
    }
    const fromColumn = tableauColumn(from);
    for (let column = 0; column < KLONDIKE_COLUMNS; column++) {
      if (column !== fromColumn && this.fitsColumn(card, column)) actions.push(moveAction(from, tableauPile(column), count));
    }
  }
}

/** Whether `card` goes on `below` in a Klondike column: one rank lower, the other colour. */
export function fitsOn(below: Card, card: Card): boolean {
  return rankOf(below) === rankOf(card) + 1 && isRed(below) !== isRed(card);
}

function recycleLimit(options: KlondikeOptions): number {
  if (options.scoring === 'vegas') return 0;
  if (options.passes === 'classic') return options.draw === 1 ? 0 : 2;
  return options.passes === 'unlimited' ? Infinity : options.passes - 1;
}
