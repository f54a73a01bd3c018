import { type Card, DECK_SIZE, KING } from '../../engine/card.js';
import { giveBack, takeBuffer } from '../shared/big-buffers.js';
import { Deadlocks, type DealtPiles } from './klondike-deadlock.js';
import { isDispensable } from './klondike-dispensable.js';
import { COLUMNS, type KlondikeTable, RANK, RED, SUIT, inThisPass } from './klondike-table.js';
import { VerdictTable } from '../shared/verdict-table.js';

export type OutlineVerdict = 'won' | 'lost' | 'unknown';

/** What the table of positions knows of one: nothing yet, lost, won, being searched. */
const UNKNOWN = 0;
const LOST = 1;
const WON = 2;
const VISITING = 3;
const FIRST_CAPACITY = 1 << 14;
/** A key holds the talon as a set of 24 bits. */
const MAX_TALON = 24;
/** Room for the line searched; a longer one (cards brought back and sent home again) ends the search undecided. */
const LINE_ROOM = 1 << 12;

/** What a card left in column c weighs in a key: column c holds at most c + 1, so the lengths make one number in mixed radix. */
const DEALT_WEIGHT = Int32Array.from({ length: COLUMNS }, (_, column) => {
  let weight = 1;
  for (let before = 0; before < column; before++) weight *= before + 2;
  return weight;
});
/** A card's kind, all the outline tells it by on the tableau: (rank − 1) × 2 + 1 for red. */
const KIND = Uint8Array.from({ length: DECK_SIZE }, (_, card) => (RANK[card] - 1) * 2 + RED[card]);

/** The outline's moves; the argument is a card, a talon index, a suit or a column. */
export const enum OutlineKind {
  /** A face-up card of the tableau home. */
  Home = 1,
  TalonHome,
  /** A talon card onto the tableau. */
  TalonDown,
  /** A foundation's top card back onto the tableau. */
  Retrieve,
  /** A column's root onto another card or an empty column, with all that lies on it. */
  RootAway,
}

/** A move of a winning outline line, told by its kind and the card it moves. */
export interface OutlineStep {
  readonly kind: OutlineKind;
  readonly card: Card;
}

const encode = (kind: OutlineKind, argument: number, recycles = 0): number => kind | (argument << 3) | (recycles << 11);
/** A move may empty a column first, for the king it puts down: column + 1 in these bits. */
const EMPTYING_SHIFT = 12;
/** A move may put a talon card down first, for the move to use: its talon index + 1 in these bits. */
const LAYING_SHIFT = 15;
const MOVE_MASK = (1 << EMPTYING_SHIFT) - 1;
/** More than any position's moves. */
const MOVES_PER_NODE = 256;
const OUT_OF_REACH = -1;
const UNCOUNTED = -1;
const NO_CYCLE = 1 << 30;
/** No test for a card that can never leave its pile (see `search`). */
const NO_TEST = -1;
const moveKind = (move: number): OutlineKind => move & 7;
const moveArgument = (move: number): number => (move >>> 3) & 255;
const moveRecycles = (move: number): boolean => (move & (1 << 11)) !== 0;
/** How many bits of `bits` are set. */
function bitsSet(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A Klondike position's outline: the foundations, the talon and, for each column, how many of the
 * cards it was dealt are left in it — the face-down ones and the face-up one on them (its root,
 * which was turned up in place and leaves only with all that lies on it). Which face-up card lies
 * on which is left out. The outline game is exact: a position is won if and only if its outline
 * is, and an outline's winning line plays out on every position it outlines (`playOutlineLine`).
 *
 * What is left says which cards lie face up on the tableau and, of those, which are roots; every
 * other one is a king heading a column or a card placed on a card one rank higher of the other
 * colour. Each placed card covers exactly one card of that kind, so of the face-up cards of a
 * kind, as many as there are placed cards that fit on them are covered and the others are on
 * top, however the cards lie. An outline move is legal when that count allows it: a card home
 * while a card of its kind is on top; a card put down (from the talon, from a foundation, or a
 * root with what lies on it) while a card of the kind above is on top (a king: while a column is
 * empty). The talon keeps the real game's rules.
 * - Every real move either leaves the outline as it is (a placed card moved onto another card of
 *   the same kind, a king heading a column onto another empty one) or is a legal outline move.
 *   So a real win is an outline win.
 * - Every legal outline move can be played on every position it outlines: a card to put down
 *   finds a card of the kind above on top; a card to send home that lies covered has a twin of
 *   its kind (same rank and colour) on top, and what covers it moves onto the twin first. So an
 *   outline win is a real win.
 *
 * Far fewer positions are left to search: most deals are won or lost within a few thousand.
 * Cards no tableau card could need go home at once (see `isDispensable`).
 */
export class KlondikeOutline implements DealtPiles {
  private readonly draw: number;
  /** Drawing one card at a time with no pass limit, every talon card is within reach at any time. */
  private readonly talonAlwaysReachable: boolean;
  readonly retrieval: boolean;
  readonly foundations = new Uint8Array(4);
  /** Column c's dealt cards still in it are dealt[c * 8 …], the root last; `dealtLength[c]` of them. */
  private readonly dealt = new Uint8Array(COLUMNS * 8);
  private readonly dealtLength = new Uint8Array(COLUMNS);
  /** The lengths' part of the key, kept as they change (see DEALT_WEIGHT). */
  private dealtKey = 0;
  /** The face-down ones among them. */
  readonly downLength = new Uint8Array(COLUMNS);
  readonly talon = new Uint8Array(DECK_SIZE);
  private talonLength = 0;
  pointer = 0;
  recyclesLeft = 0;
  /** Bit i for the talon card that was i-th in the first position: the talon as a set. */
  private talonMask = 0;
  private readonly talonBit = new Int32Array(DECK_SIZE);
  /** 1 for a card face up on the tableau; its column for a root, −1 for any other card. */
  private readonly faceUp = new Uint8Array(DECK_SIZE);
  private readonly rootColumn = new Int8Array(DECK_SIZE);
  /** Face-up cards and placed cards of each kind (see KIND). */
  private readonly shown = new Uint8Array(26);
  private readonly placed = new Uint8Array(26);
  private emptiedColumns = 0;
  private headingKings = 0;
  private faceDown = 0;
  private readonly deadlocks = new Deadlocks();
  /** What earlier searches found, kept from search to search: positions lost, won, being searched. */
  private readonly memory: VerdictTable;
  /** The slots the search under way marked VISITING. */
  private touched = new Int32Array(1 << 12);
  /** The positions of the current line being searched, by depth, and how many. */
  private readonly path = new Int32Array(LINE_ROOM);
  /** Their keys but the foundations: the talon's half, and the dealt cards left (see `computeKey`). */
  private readonly pathTalon = new Int32Array(LINE_ROOM);
  private readonly pathDealt = new Int32Array(LINE_ROOM);
  private depth = 0;
  /** The shallowest depth on the line that the search below the current position met (see `searchEntered`). */
  private low = NO_CYCLE;
  /** Random numbers for the search under way to try moves in a shuffled order; none for the plain order. */
  private shuffle: (() => number) | null = null;
  /** Positions the last search went through. */
  states = 0;
  private maxStates = 0;
  private deadline = 0;
  private outOfRoom = false;
  private keyLow = 0;
  private keyHigh = 0;
  /** The moves played, with what undoing each needs; the candidate moves of the line's nodes. */
  private readonly line = new Int32Array(LINE_ROOM);
  private readonly lineUndo = new Int32Array(LINE_ROOM);
  /** The card each move moved, as `winningLine` tells it. */
  private readonly lineCard = new Uint8Array(LINE_ROOM);
  private lineLength = 0;
  private moves = new Int32Array(1 << 12);
  /** Whether the position being expanded takes cards from the next pass (see `lastGoesHome`). */
  private nextPassTaken = false;
  /** The king moves `addKings` pairs with emptying a column, and how many (UNCOUNTED: not looked yet). */
  private readonly kingMoves = new Int32Array(4);
  private kingCount = 0;

  /**
   * For `first` and the positions that follow from it: the keys number talon cards by their
   * place in its talon. `maxCapacity`: the most slots the table of positions may take, a power of two.
   */
  constructor(
    readonly first: KlondikeTable,
    maxCapacity: number,
  ) {
    if (!KlondikeOutline.fits(first)) throw new Error('a position the outline does not fit');
    this.draw = first.draw;
    this.talonAlwaysReachable = first.draw === 1 && first.recyclesLeft === Infinity;
    this.retrieval = first.retrieval;
    for (let i = 0; i < first.talonLength; i++) this.talonBit[first.talon[i]] = 1 << i;
    this.memory = new VerdictTable(FIRST_CAPACITY, maxCapacity);
    this.load(first);
  }

  /**
   * Whether the outline fits the table as it fits every table play leads to (one laid out by
   * hand might not): a talon of 24 cards at most and no more face-down cards in a column than it
   * was dealt, as the keys hold them, and every face-up run built by the rules.
   */
  static fits(table: KlondikeTable): boolean {
    for (let column = 0; column < COLUMNS; column++) {
      if (table.downLength[column] > column) return false;
      for (let i = 1; i < table.upLength[column]; i++) {
        const below = table.upCard(column, i - 1);
        const card = table.upCard(column, i);
        if (RANK[card] !== RANK[below] - 1 || RED[card] === RED[below]) return false;
      }
    }
    return table.talonLength <= MAX_TALON;
  }

  /** Takes up `table`'s position, which must follow from the first one. */
  load(table: KlondikeTable): void {
    this.foundations.set(table.foundations);
    this.talonLength = table.talonLength;
    this.pointer = table.pointer;
    this.recyclesLeft = table.recyclesLeft;
    this.talonMask = 0;
    for (let i = 0; i < table.talonLength; i++) {
      this.talon[i] = table.talon[i];
      this.talonMask |= this.talonBit[table.talon[i]];
    }
    this.faceUp.fill(0);
    this.rootColumn.fill(-1);
    this.shown.fill(0);
    this.placed.fill(0);
    this.emptiedColumns = 0;
    this.headingKings = 0;
    this.faceDown = 0;
    this.dealtKey = 0;
    for (let column = 0; column < COLUMNS; column++) {
      const down = table.downLength[column];
      for (let i = 0; i < down; i++) this.dealt[column * 8 + i] = table.downCard(column, i);
      this.faceDown += down;
      const up = table.upLength[column];
      // A king alone with what lies on it heads its column like a king put there.
      const rooted = up > 0 && (down > 0 || RANK[table.upCard(column, 0)] !== KING);
      if (rooted) this.dealt[column * 8 + down] = table.upCard(column, 0);
      this.dealtLength[column] = rooted ? down + 1 : 0;
      this.dealtKey += this.dealtLength[column] * DEALT_WEIGHT[column];
      this.downLength[column] = down;
      if (!rooted) this.emptiedColumns++;
      for (let i = 0; i < up; i++) this.show(table.upCard(column, i), rooted && i === 0 ? column : -1);
    }
  }

  /**
   * 'lost' when the outline cannot be won from the position taken up, 'won' when it can,
   * 'unknown' when that takes more than `maxStates` new positions or runs past the deadline.
   * What a search finds stays known to the next ones: positions lost, and the positions of a
   * winning line. `shuffle`: random numbers, to try the moves of each position in a shuffled
   * order.
   */
  prove(maxStates: number, deadline: number, shuffle: (() => number) | null = null): OutlineVerdict {
    // A search takes a slot for every position it enters and at most one more. What earlier
    // searches decided stays, as long as that leaves room.
    maxStates = this.memory.makeRoom(maxStates + 1, (status) => status === LOST || status === WON) - 1;
    this.shuffle = shuffle;
    this.states = 0;
    this.maxStates = maxStates;
    this.deadline = deadline;
    this.outOfRoom = false;
    this.depth = 0;
    this.low = NO_CYCLE;
    const won = this.search(0, 0);
    const verdict = won ? 'won' : this.outOfRoom ? 'unknown' : 'lost';
    // Every position this search entered and left undecided is lost when it ended without a win
    // or running out: each had all it leads to searched, and none of that was won.
    const after = verdict === 'lost' ? LOST : UNKNOWN;
    for (let i = 0; i < this.states; i++) if (this.memory.get(this.touched[i]) === VISITING) this.memory.set(this.touched[i], after);
    return verdict;
  }

  /**
   * The winning line from the position taken up, which `prove` found won. It goes from won
   * position to won position: each was marked won on the way back from a win below it, so a
   * search through them alone, never entering one twice, reaches the end.
   */
  winningLine(): OutlineStep[] {
    const steps: OutlineStep[] = [];
    if (!this.follow(0, new Set(), steps)) throw new Error('no won outline position to follow');
    return steps;
  }

  /** Hands the memory of its tables on to the next search (see `takeBuffer`); the outline is done with. */
  release(): void {
    this.memory.release();
    giveBack(this.touched.buffer);
  }

  private follow(moveTop: number, entered: Set<string>, steps: OutlineStep[]): boolean {
    const base = this.lineLength;
    this.playDispensable();
    let won = this.faceDown === 0 && this.talonLength === 0;
    if (won) {
      for (let i = 0; i < this.lineLength; i++) steps.push({ kind: moveKind(this.line[i]), card: this.lineCard[i] });
    } else {
      this.computeKey();
      const key = `${this.keyLow}:${this.keyHigh}`;
      if (this.memory.statusOf(this.keyLow, this.keyHigh) === WON && !entered.has(key) && this.lineLength < LINE_ROOM - 64) {
        entered.add(key);
        const end = this.generate(moveTop);
        for (let i = moveTop; i < end && !won; i++) {
          const mark = this.lineLength;
          this.apply(this.moves[i]);
          won = this.follow(end, entered, steps);
          while (this.lineLength > mark) this.revert();
        }
      }
    }
    while (this.lineLength > base) this.revert();
    return won;
  }

  /**
   * `deadlocks`: NO_TEST, or a test for a card that can never leave its pile, given how many of
   * the waste's bottom cards are settled (see `Deadlocks.lost`). Piles only shrink and
   * cards only become freer, except that the waste grows once no pass is left (a card taken from
   * further than the next one, or after turning it over, buries the ones passed), so a position
   * that passed the test passes it after any other move.
   */
  private search(moveTop: number, deadlocks: number): boolean {
    const base = this.lineLength;
    this.playDispensable();
    let won = this.faceDown === 0 && this.talonLength === 0;
    if (!won) {
      this.computeKey();
      const { keyLow, keyHigh } = this;
      if (this.memory.full) this.growMemory();
      const slot = this.memory.slot(keyLow, keyHigh);
      const status = this.memory.get(slot);
      if (status === WON) won = true;
      else if (status === VISITING) this.low = Math.min(this.low, this.depthWaitedOn(slot));
      else if (status === UNKNOWN && this.enter(slot)) won = this.searchEntered(slot, moveTop, deadlocks);
    }
    while (this.lineLength > base) this.revert();
    return won;
  }

  /**
   * Searches below a position just entered. A position whose search ended lost without running
   * out is lost whatever line led to it, unless that search met a position on the line above it
   * (a card brought back from home and sent home again): then it is lost only as far as the
   * position met is, and is marked so with it (`low`, the shallowest such depth, as in Tarjan's
   * strongly connected components). So later searches build on every finished part.
   */
  private searchEntered(slot: number, moveTop: number, deadlocks: number): boolean {
    const { keyLow, keyHigh } = this;
    const depth = this.depth++;
    const first = this.states - 1;
    const outerLow = this.low;
    this.path[depth] = slot;
    this.pathTalon[depth] = keyHigh;
    this.pathDealt[depth] = keyLow >>> 16;
    this.low = NO_CYCLE;
    // A card that can never leave its pile loses the outline too (see `Deadlocks`).
    const won = !(deadlocks !== NO_TEST && this.deadlocks.lost(this, keyLow >>> 16, deadlocks)) && this.searchMoves(moveTop);
    this.depth--;
    // The table may have grown below, moving the slot: the line's slots moved with it.
    if (won) {
      this.memory.set(this.path[depth], WON);
    } else if (!this.outOfRoom && this.low >= depth) {
      if (this.low === NO_CYCLE) this.memory.set(this.path[depth], LOST);
      else for (let i = first; i < this.states; i++) if (this.memory.get(this.touched[i]) === VISITING) this.memory.set(this.touched[i], LOST);
      this.low = NO_CYCLE;
    }
    this.low = Math.min(outerLow, this.low);
    return won;
  }

  /** Tries each move of the position in turn, down to a win or until the room runs out. */
  private searchMoves(moveTop: number): boolean {
    const end = this.generate(moveTop);
    if (this.shuffle !== null) this.shuffleMoves(moveTop, end);
    let won = false;
    for (let i = moveTop; i < end && !won && !this.outOfRoom; i++) {
      const move = this.moves[i];
      const mark = this.lineLength;
      const pointer = this.pointer;
      this.apply(move);
      // Turning the waste over, the waste before it was no pile yet.
      won = this.search(end, !this.worthTesting(move, pointer) ? NO_TEST : moveRecycles(move) ? 0 : pointer);
      while (this.lineLength > mark) this.revert();
    }
    return won;
  }

  /**
   * Whether the position `move` led to, from a talon pointer at `pointer`, is worth the test for a
   * card that can never leave its pile: when the move turned the waste over into the last pass, or
   * buried more than one card on the waste for good. One card buried rarely leaves a card stuck
   * (560 of 23,933 tests on five Vegas deals found one), and the test costs more than it saves
   * then (the Vegas deals around the p90 took 3.5 % less time without it, 2.4 % more positions).
   */
  private worthTesting(move: number, pointer: number): boolean {
    return this.buried(move, pointer) && (moveRecycles(move) || this.pointer - pointer > 1);
  }

  /**
   * Whether `move`, just played from a talon pointer at `pointer`, put cards on the waste for good:
   * in the last pass, a talon card taken from further than the next one, or after turning the
   * waste over, and a talon card laid first (see `addUses`) as well.
   */
  private buried(move: number, pointer: number): boolean {
    if (this.recyclesLeft !== 0) return false;
    const talonMove = moveKind(move) === OutlineKind.TalonHome || moveKind(move) === OutlineKind.TalonDown;
    return (talonMove && (moveArgument(move) > pointer || moveRecycles(move))) || (move >>> LAYING_SHIFT) - 1 > pointer;
  }

  /**
   * The depth on the line of the position the key names, being searched: its own when it is on
   * the line. Otherwise its search ended waiting on a position up the line, one it leads back
   * to. Only cards sent home and brought back lead back: every other move takes a card from the
   * talon or from the dealt ones for good. So that position has the same talon and dealt cards,
   * as has one stretch of the line: the top of that stretch, or 0 if none has.
   */
  private depthWaitedOn(slot: number): number {
    const dealt = this.keyLow >>> 16;
    let top = -1;
    for (let depth = this.depth - 1; depth >= 0; depth--) {
      if (this.path[depth] === slot) return depth;
      if (this.pathTalon[depth] === this.keyHigh && this.pathDealt[depth] === dealt) top = depth;
      else if (top >= 0) break;
    }
    return Math.max(top, 0);
  }

  /** Fisher and Yates' shuffle of the moves from `start` to `end`. */
  private shuffleMoves(start: number, end: number): void {
    const moves = this.moves;
    const random = this.shuffle as () => number;
    for (let i = end - 1; i > start; i--) {
      const j = start + ((random() >>> 0) % (i - start + 1));
      const move = moves[i];
      moves[i] = moves[j];
      moves[j] = move;
    }
  }

  /** Marks the position as being searched; false when the room or the time has run out. */
  private enter(slot: number): boolean {
    if (this.states >= this.maxStates || this.lineLength >= LINE_ROOM - 64 || ((this.states & 1023) === 1023 && performance.now() > this.deadline)) {
      this.outOfRoom = true;
      return false;
    }
    this.memory.set(slot, VISITING);
    if (this.states === this.touched.length) {
      const touched = new Int32Array(takeBuffer(this.touched.byteLength * 4));
      touched.set(this.touched);
      giveBack(this.touched.buffer);
      this.touched = touched;
    }
    this.touched[this.states++] = slot;
    return true;
  }

  /** Makes room in the table of positions, following the slots this search marked to where they moved. */
  private growMemory(): void {
    this.memory.grow((moved) => {
      for (let i = 0; i < this.states; i++) this.touched[i] = moved(this.touched[i]);
      for (let i = 0; i < this.depth; i++) this.path[i] = moved(this.path[i]);
    });
  }

  private computeKey(): void {
    const f = this.foundations;
    const { recyclesLeft, draw, pointer, talonLength } = this;
    // As in the real search: with passes to spare, a pointer on a multiple of the draw is a fresh pass.
    const canonicalPointer = recyclesLeft === Infinity && (draw === 1 || pointer % draw === 0 || pointer === talonLength) ? 0 : pointer + 1;
    const passes = recyclesLeft === Infinity ? 0 : recyclesLeft + 1;
    this.keyLow = f[0] | (f[1] << 4) | (f[2] << 8) | (f[3] << 12) | (this.dealtKey << 16);
    this.keyHigh = this.talonMask | (canonicalPointer << 24) | (passes << 29);
  }

  /** Sends home every dispensable card that may be on top, or in the talon where taking it out shifts nothing. */
  private playDispensable(): void {
    const f = this.foundations;
    for (let progress = true; progress; ) {
      progress = false;
      for (let suit = 0; suit < 4; suit++) {
        if (f[suit] === KING) continue;
        const card = suit * 13 + f[suit];
        // Where the card lies first: that is cheaper to tell than whether it is dispensable.
        const up = this.faceUp[card] === 1 && this.mayBeOnTop(card);
        const index = up ? -1 : this.talonIndexToSend(card);
        if ((!up && index < 0) || !isDispensable(card, f, this.retrieval)) continue;
        this.apply(up ? encode(OutlineKind.Home, card) : encode(OutlineKind.TalonHome, index));
        progress = true;
      }
    }
  }

  /**
   * The talon index from which `card` can go home at once without costing any other talon card
   * its turn, or −1. With passes unlimited, drawing one at a time: any card. Otherwise the waste's
   * top, drawing one at a time or in the last pass (drawing three, the draws ahead show the same
   * cards, and the card under it shows too). Drawing one, the stock's next card too: dealt and
   * sent home, it leaves the waste and the stock as they were, less that card. Drawing three
   * with passes unlimited, the last card at the start of a pass: it shows in every pass, and
   * taking it out moves no other card, so every card the next passes show is still shown (and
   * the new last card too).
   */
  private talonIndexToSend(card: Card): number {
    if ((this.talonBit[card] & this.talonMask) === 0) return -1;
    if (this.talonAlwaysReachable) return this.talonIndex(card);
    const { pointer } = this;
    if (pointer > 0 && this.talon[pointer - 1] === card && (this.draw === 1 || this.recyclesLeft === 0)) return pointer - 1;
    if (this.draw === 1) return pointer < this.talonLength && this.talon[pointer] === card ? pointer : -1;
    const last = this.talonLength - 1;
    const freshPass = pointer % this.draw === 0 || pointer === this.talonLength;
    return this.recyclesLeft === Infinity && freshPass && this.talon[last] === card ? last : -1;
  }

  /**
   * Whether the talon's last card can go home and no tableau card could need it. Then a card of
   * the next pass is better taken after sending it home on the way through this one: the next
   * pass shows all it would have, the same passes left.
   */
  private lastGoesHome(): boolean {
    if (this.talonLength === 0 || this.talonAlwaysReachable) return false;
    const card = this.talon[this.talonLength - 1];
    return this.foundations[SUIT[card]] === RANK[card] - 1 && isDispensable(card, this.foundations, this.retrieval);
  }

  private generate(start: number): number {
    if (start + MOVES_PER_NODE > this.moves.length) {
      const moves = new Int32Array(this.moves.length * 2);
      moves.set(this.moves);
      this.moves = moves;
    }
    const moves = this.moves;
    const f = this.foundations;
    let end = start;
    // A root with nothing dealt under it leaves its column empty, which only a king can use. Any
    // winning line can empty it just before a king comes down, and not while another column is
    // empty (the king could go there): so it leaves only then, with the king (see `addKings`).
    const noColumnEmpty = this.emptiedColumns === this.headingKings;
    let emptying = 0;
    this.kingCount = noColumnEmpty ? UNCOUNTED : 0;
    this.nextPassTaken = this.recyclesLeft > 0 && !this.lastGoesHome();
    // Talon cards home first, then turning a card up, the deepest column first, then home, then
    // the rest of the talon: the order that wins soonest, so that a position the outline cannot
    // tell lost costs little. In the last pass, a talon card home that buries others for good
    // waits with the talon.
    for (let suit = 0; suit < 4; suit++) {
      const card = suit * 13 + f[suit];
      if (f[suit] === KING || (this.talonBit[card] & this.talonMask) === 0) continue;
      const i = this.talonIndex(card);
      const reach = this.talonReach(i);
      if (reach !== OUT_OF_REACH && !this.buriesForGood(i)) moves[end++] = encode(OutlineKind.TalonHome, i, reach);
    }
    const roots = end;
    for (let column = 0; column < COLUMNS; column++) {
      const length = this.dealtLength[column];
      if (length === 0 || !this.mayLand(this.root(column))) continue;
      if (length === 1) {
        if (noColumnEmpty) emptying |= 1 << column;
        continue;
      }
      // Insertion by length, longest first.
      let at = end++;
      for (; at > roots && this.dealtLength[moveArgument(moves[at - 1])] < length; at--) moves[at] = moves[at - 1];
      moves[at] = encode(OutlineKind.RootAway, column);
    }
    for (let suit = 0; suit < 4; suit++) {
      const card = suit * 13 + f[suit];
      if (f[suit] < KING && this.faceUp[card] && this.mayBeOnTop(card)) moves[end++] = encode(OutlineKind.Home, card);
    }
    for (let i = this.firstInReach(); i < this.talonLength; i++) {
      const reach = this.talonReach(i);
      if (reach === OUT_OF_REACH) continue;
      const card = this.talon[i];
      if (f[SUIT[card]] === RANK[card] - 1 && this.buriesForGood(i)) moves[end++] = encode(OutlineKind.TalonHome, i, reach);
      if (!this.mayLand(card)) continue;
      if (this.talonAlwaysReachable || this.lastInStock(i)) end = this.addUses(i, end);
      else moves[end++] = encode(OutlineKind.TalonDown, i, reach);
    }
    if (this.retrieval) {
      for (let suit = 0; suit < 4; suit++) if (f[suit] > 0 && this.mayLand(suit * 13 + f[suit] - 1)) moves[end++] = encode(OutlineKind.Retrieve, suit);
    }
    for (let column = 0; column < COLUMNS; column++) if ((emptying & (1 << column)) !== 0) end = this.addKings(column, 0, -1, end);
    return end;
  }

  /**
   * A talon card put down is there only for what it lets the next move do, when it could as well
   * have stayed in the talon, in reach, until then: when every talon card is always within reach,
   * and drawing one card at a time in the last pass, for the stock's last card (no card is ever
   * dealt onto it, and dealing down to it later buries no card that laying it now would not). Any
   * winning line can put it down just before; so it comes down only with such a move: a card
   * that fits on it put down too (from the talon, from a foundation, or a root with what lies on
   * it), or its twin sent home, whatever covers the twin moving onto it.
   */
  private addUses(index: number, end: number): number {
    const card = this.talon[index];
    const laid = (index + 1) << LAYING_SHIFT;
    const twin = (3 - SUIT[card]) * 13 + (card % 13);
    if (this.faceUp[twin] && this.foundations[SUIT[twin]] === RANK[twin] - 1) this.moves[end++] = laid | encode(OutlineKind.Home, twin);
    if (RANK[card] === 1) return end;
    const rank = RANK[card] - 2;
    end = this.addUse(laid, index, RED[card] ? rank : 13 + rank, end);
    return this.addUse(laid, index, RED[card] ? 39 + rank : 26 + rank, end);
  }

  /** Puts down `lower` after the talon card `laid` names, from wherever it can come. */
  private addUse(laid: number, index: number, lower: Card, end: number): number {
    if ((this.talonBit[lower] & this.talonMask) !== 0) {
      const at = this.talonIndex(lower);
      if (this.inReachAfterLaying(at, index)) this.moves[end++] = laid | encode(OutlineKind.TalonDown, at > index ? at - 1 : at);
    } else if (this.retrieval && this.foundations[SUIT[lower]] === RANK[lower]) {
      this.moves[end++] = laid | encode(OutlineKind.Retrieve, SUIT[lower]);
    } else if (this.rootColumn[lower] >= 0) {
      const column = this.rootColumn[lower];
      // A root that empties its column: only with a king, as in `generate`.
      if (this.dealtLength[column] > 1) this.moves[end++] = laid | encode(OutlineKind.RootAway, column);
      else end = this.addKings(column, laid, index, end);
    }
    return end;
  }

  /**
   * The moves that empty `column` (after putting down the talon card `laid` names, from talon
   * index `index`, if any) and then put a king down there, when no other column is empty.
   */
  private addKings(column: number, laid: number, index: number, end: number): number {
    if (this.kingCount === UNCOUNTED) this.kingCount = this.findKings();
    const emptied = laid | ((column + 1) << EMPTYING_SHIFT);
    for (let k = 0; k < this.kingCount; k++) {
      const king = this.kingMoves[k];
      const fromTalon = laid !== 0 && moveKind(king) === OutlineKind.TalonDown;
      if (fromTalon && !this.inReachAfterLaying(moveArgument(king), index)) continue;
      // A talon king after the talon card put down first moves up one place.
      const shifted = fromTalon && moveArgument(king) > index ? king - (1 << 3) : king;
      this.moves[end++] = emptied | shifted;
    }
    return end;
  }

  /**
   * The moves that could put a king down in a column just emptied: a king from the talon, from its
   * foundation, or a king root with cards dealt under it. Returns how many.
   */
  private findKings(): number {
    const kings = this.kingMoves;
    let count = 0;
    for (let i = this.firstInReach(); i < this.talonLength; i++) {
      const reach = this.talonReach(i);
      if (RANK[this.talon[i]] === KING && reach !== OUT_OF_REACH) kings[count++] = encode(OutlineKind.TalonDown, i, reach);
    }
    if (this.retrieval) for (let suit = 0; suit < 4; suit++) if (this.foundations[suit] === KING) kings[count++] = encode(OutlineKind.Retrieve, suit);
    for (let column = 0; column < COLUMNS; column++) {
      if (this.dealtLength[column] > 1 && RANK[this.root(column)] === KING) kings[count++] = encode(OutlineKind.RootAway, column);
    }
    return count;
  }

  /** Whether talon card `i` is the stock's last card, drawing one card at a time in the last pass (see `addUses`). */
  private lastInStock(i: number): boolean {
    return this.draw === 1 && this.recyclesLeft === 0 && i === this.talonLength - 1 && i >= this.pointer;
  }

  /** Whether talon card `at` is within reach once talon card `index` is laid (see `addUses`): after the stock's last card, only the waste's top. */
  private inReachAfterLaying(at: number, index: number): boolean {
    return this.talonAlwaysReachable || at === index - 1;
  }

  /** Where `card`, which is in the talon, lies in it: the talon keeps the first position's order. */
  private talonIndex(card: Card): number {
    return bitsSet(this.talonMask & (this.talonBit[card] - 1));
  }

  /** The first talon index `talonReach` may find within reach: in the last pass, none under the waste's top. */
  private firstInReach(): number {
    return this.recyclesLeft === 0 ? Math.max(this.pointer - 1, 0) : 0;
  }

  /**
   * Whether talon card `i` is within reach: 0 in the current pass, 1 after turning the waste back
   * with passes counted (0 when they are unlimited), OUT_OF_REACH otherwise, and for the next
   * pass when it is better left (see `lastGoesHome`).
   */
  private talonReach(i: number): number {
    const { pointer, talonLength, draw, recyclesLeft } = this;
    // Drawing one, this pass shows every card from the waste's top on (`inThisPass`, without its division).
    const thisPass = draw === 1 ? i >= pointer - 1 : inThisPass(i, pointer, talonLength, draw);
    if (thisPass || (draw === 1 && recyclesLeft === Infinity)) return 0;
    if (this.nextPassTaken && ((i + 1) % draw === 0 || i === talonLength - 1)) return recyclesLeft === Infinity ? 0 : 1;
    return OUT_OF_REACH;
  }

  /** Whether taking talon card `i` in the last pass puts cards on the waste for good: all but its top card and the next card do. */
  private buriesForGood(i: number): boolean {
    return this.recyclesLeft === 0 && i > this.pointer;
  }

  /** Whether `card` may be on top: fewer placed cards fit on its kind than there are face up. */
  private mayBeOnTop(card: number): boolean {
    const kind = KIND[card];
    return kind < 2 || this.shown[kind] > this.placed[(kind - 2) ^ 1];
  }

  /** Whether `card` may be put down on the tableau: on a card of the kind above on top, or a king in an empty column. */
  private mayLand(card: number): boolean {
    if (RANK[card] === KING) return this.emptiedColumns > this.headingKings;
    return this.shown[(KIND[card] + 2) ^ 1] > this.placed[KIND[card]];
  }

  downCard(column: number, index: number): number {
    return this.dealt[column * 8 + index];
  }

  /** Index 0 only: a column's root. */
  upCard(column: number): number {
    return this.root(column);
  }

  private root(column: number): number {
    return this.dealt[column * 8 + this.dealtLength[column] - 1];
  }

  private apply(move: number): void {
    if (move > MOVE_MASK) {
      const laid = move >>> LAYING_SHIFT;
      const emptied = (move >>> EMPTYING_SHIFT) & 7;
      if (laid > 0) this.apply(encode(OutlineKind.TalonDown, laid - 1));
      if (emptied > 0) this.apply(encode(OutlineKind.RootAway, emptied - 1));
      move &= MOVE_MASK;
    }
    const at = this.lineLength++;
    this.line[at] = move;
    const a = moveArgument(move);
    switch (moveKind(move)) {
      case OutlineKind.Home: {
        this.lineCard[at] = a;
        const column = this.rootColumn[a];
        this.hide(a);
        this.foundations[SUIT[a]]++;
        this.lineUndo[at] = column < 0 ? 0 : this.shorten(column);
        break;
      }
      case OutlineKind.TalonHome:
      case OutlineKind.TalonDown: {
        const card = this.talon[a];
        this.lineCard[at] = card;
        this.lineUndo[at] = this.pointer | (card << 8);
        this.takeFromTalon(a, move);
        if (moveKind(move) === OutlineKind.TalonHome) this.foundations[SUIT[card]]++;
        else this.show(card, -1);
        break;
      }
      case OutlineKind.Retrieve:
        this.lineCard[at] = a * 13 + --this.foundations[a];
        this.show(this.lineCard[at], -1);
        break;
      case OutlineKind.RootAway: {
        const card = this.root(a);
        this.lineCard[at] = card;
        this.hide(card);
        this.show(card, -1);
        this.lineUndo[at] = this.shorten(a);
        break;
      }
    }
  }

  private revert(): void {
    const at = --this.lineLength;
    const move = this.line[at];
    const undo = this.lineUndo[at];
    const a = moveArgument(move);
    switch (moveKind(move)) {
      case OutlineKind.Home:
        if (undo > 0) this.lengthen(undo >> 4, undo & 15);
        this.foundations[SUIT[a]]--;
        this.show(a, undo > 0 ? undo >> 4 : -1);
        break;
      case OutlineKind.TalonHome:
      case OutlineKind.TalonDown: {
        const card = undo >> 8;
        if (moveKind(move) === OutlineKind.TalonHome) this.foundations[SUIT[card]]--;
        else this.hide(card);
        this.returnToTalon(a, card, move, undo & 255);
        break;
      }
      case OutlineKind.Retrieve:
        this.hide(a * 13 + this.foundations[a]++);
        break;
      case OutlineKind.RootAway: {
        this.lengthen(a, undo & 15);
        const card = this.root(a);
        this.hide(card);
        this.show(card, a);
        break;
      }
    }
  }

  private show(card: number, column: number): void {
    this.faceUp[card] = 1;
    this.shown[KIND[card]]++;
    this.rootColumn[card] = column;
    if (column >= 0) return;
    if (RANK[card] === KING) this.headingKings++;
    else this.placed[KIND[card]]++;
  }

  private hide(card: number): void {
    this.faceUp[card] = 0;
    this.shown[KIND[card]]--;
    const column = this.rootColumn[card];
    this.rootColumn[card] = -1;
    if (column >= 0) return;
    if (RANK[card] === KING) this.headingKings--;
    else this.placed[KIND[card]]--;
  }

  /**
   * The column's root has left: the next dealt card turns up as its root (a king with nothing
   * dealt under it heads the column instead). Returns what `lengthen` needs: column << 4 | old length.
   */
  private shorten(column: number): number {
    const before = this.dealtLength[column];
    let length = before - 1;
    if (length > 0) {
      this.faceDown--;
      const card = this.dealt[column * 8 + length - 1];
      if (length === 1 && RANK[card] === KING) length = 0;
      this.show(card, length > 0 ? column : -1);
    }
    if (length === 0) this.emptiedColumns++;
    this.dealtLength[column] = length;
    this.dealtKey -= (before - length) * DEALT_WEIGHT[column];
    this.downLength[column] = Math.max(length - 1, 0);
    return (column << 4) | before;
  }

  private lengthen(column: number, before: number): void {
    if (this.dealtLength[column] === 0) this.emptiedColumns--;
    if (before > 1) {
      this.hide(this.dealt[column * 8 + before - 2]);
      this.faceDown++;
    }
    this.dealtKey += (before - this.dealtLength[column]) * DEALT_WEIGHT[column];
    this.dealtLength[column] = before;
    this.downLength[column] = before - 1;
  }

  private takeFromTalon(index: number, move: number): void {
    const { talon } = this;
    const card = talon[index];
    // A loop: the talon is short, and `copyWithin` costs more to call than this costs to run.
    for (let i = index + 1; i < this.talonLength; i++) talon[i - 1] = talon[i];
    this.talonLength--;
    this.talonMask &= ~this.talonBit[card];
    this.pointer = index;
    if (moveRecycles(move)) this.recyclesLeft--;
  }

  private returnToTalon(index: number, card: number, move: number, pointer: number): void {
    const { talon } = this;
    for (let i = this.talonLength; i > index; i--) talon[i] = talon[i - 1];
    talon[index] = card;
    this.talonLength++;
    this.talonMask |= this.talonBit[card];
    this.pointer = pointer;
    if (moveRecycles(move)) this.recyclesLeft++;
  }
}
