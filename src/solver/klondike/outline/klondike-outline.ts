import { giveBack, takeBuffer } from '../../shared/big-buffers.js';
import { VerdictTable } from '../../shared/verdict-table.js';
import { Deadlocks } from '../klondike-deadlock.js';
import type { KlondikeTable } from '../klondike-table.js';
import { LAYING_SHIFT, OutlineKind, type OutlineStep, moveArgument, moveKind, moveRecycles } from './outline-move.js';
import { OutlineMoves } from './outline-moves.js';
import { LINE_ROOM } from './outline-position.js';

export type OutlineVerdict = 'won' | 'lost' | 'unknown';

/** What the table of positions knows of one: nothing yet, lost, won, being searched. */
const UNKNOWN = 0;
const LOST = 1;
const WON = 2;
const VISITING = 3;
const FIRST_CAPACITY = 1 << 14;
const NO_CYCLE = 1 << 30;
/** No test for a card that can never leave its pile (see `search`). */
const NO_TEST = -1;

/**
 * The outline game's search (see `OutlinePosition`): depth first, remembering what it decides
 * of each position from search to search. Far fewer positions are left to search than in the
 * real game, and cards no tableau card could need go home at once (see `isDispensable`).
 */
export class KlondikeOutline extends OutlineMoves {
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

  /**
   * For `first` and the positions that follow from it. `maxCapacity`: the most slots the table of
   * positions may take, a power of two.
   */
  constructor(first: KlondikeTable, maxCapacity: number) {
    super(first);
    this.memory = new VerdictTable(FIRST_CAPACITY, maxCapacity);
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
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `search` above sets outOfRoom, which the type checker cannot see
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
   * buried more than one card on the waste for good. One card buried rarely leaves a card stuck,
   * and the test then costs more time than the positions it saves.
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
}
