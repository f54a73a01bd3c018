import { type Action, type Position, BakersDozen, makePileId, unwrap } from '../../engine/index.js';
import type { SolverClient } from '../solver/solver-client.js';
import type { Hint } from '../solver/hint.js';

/** How many positions of known winning lines are kept: a few games' worth. */
const REMEMBERED_POSITIONS = 2000;

/** What the exact solver says of a position: the next move of a winning line, no win left, or no answer in time. */
export type PlanVerdict = Hint | 'lost' | 'undecided';

/**
 * Baker's Dozen hints from the exact solver: every card is visible, so its next move is the hint
 * and its "not winnable" means the game is lost. A winning line, once found, answers for every
 * position along it, so a player following the hints waits for one search, not one per hint.
 */
export class Planner {
  /** The next move of a known winning line, by position. */
  private readonly next = new Map<string, Action>();

  /** `solver`: the lazily loaded client; `ms`: how long one search may take. */
  constructor(
    private readonly solver: () => Promise<SolverClient<BakersDozen>>,
    private readonly ms: number,
  ) {}

  /** The verdict on the position as it is at the call: the table may change while the solver thinks. */
  async verdict(position: BakersDozen): Promise<PlanVerdict> {
    const known = this.next.get(positionKey(position));
    if (known) return hint(known);
    const start = position.clone();
    const { verdict, line } = await (await this.solver()).solve(start, this.ms);
    if (verdict !== 'winnable') return verdict === 'not-winnable' ? 'lost' : 'undecided';
    this.learn(start, line!);
    return hint(line![0]);
  }

  /** Whether the deal is proven winnable; its line is kept for the hints. */
  async provesWinnable(number: number): Promise<boolean> {
    const position = unwrap(BakersDozen.deal(number));
    const { verdict, line } = await (await this.solver()).solve(position, this.ms);
    if (verdict === 'winnable') this.learn(position, line!);
    return verdict === 'winnable';
  }

  private learn(start: Position, line: readonly Action[]): void {
    // Lines of earlier games are of no more use: forget them all before the map grows large.
    if (this.next.size > REMEMBERED_POSITIONS) this.next.clear();
    const position = start.clone();
    for (const action of line) {
      this.next.set(positionKey(position), action);
      position.play(action);
    }
  }
}

export function positionKey(position: Position): string {
  return JSON.stringify(position.table());
}

function hint(action: Action): Hint {
  if (action.type !== 'move') throw new Error("Baker's Dozen lines hold moves only");
  return { from: makePileId(action.from), to: makePileId(action.to), count: action.count };
}
