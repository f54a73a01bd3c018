import { type Action, DRAW, RECYCLE, moveAction } from '../../../engine/action.js';
import { type Card, DECK_SIZE, suitOf } from '../../../engine/card.js';
import type { Klondike } from '../../../engine/klondike.js';
import { WASTE, foundationPile, tableauPile } from '../../../engine/pile.js';
import { OutlineKind, type OutlineStep } from './outline-move.js';

/**
 * Plays a winning outline line (see `KlondikeOutline`) on `position`, one of the positions it
 * outlines, and returns the engine actions it took: draws and recycles to bring a talon card to
 * the waste, and a move of what covers a card about to go home onto that card's twin, which the
 * outline's count says is on top. The engine checks every action; a refusal throws, as it would
 * mean the outline game is wrong.
 */
export function playOutlineLine(position: Klondike, steps: readonly OutlineStep[]): Action[] {
  const actions: Action[] = [];
  const play = (action: Action): void => {
    const played = position.play(action);
    if (!played.ok) throw new Error(`outline line refused: ${played.error.message}`);
    actions.push(action);
  };
  const columnOf = (card: Card): number => position.faceUp.findIndex((run) => run.includes(card));
  // A column other than `from` whose top takes the card: one of the kind above, or none for a king.
  const landing = (card: Card, from = -1): number => position.faceUp.findIndex((_, column) => column !== from && position.fitsColumn(card, column));
  for (const { kind, card } of steps) {
    switch (kind) {
      case OutlineKind.Home: {
        const column = columnOf(card);
        const run = position.faceUp[column];
        const covering = run.length - 1 - run.indexOf(card);
        if (covering > 0) play(moveAction(tableauPile(column), tableauPile(landing(run[run.length - covering], column)), covering));
        play(moveAction(tableauPile(column), foundationPile(suitOf(card))));
        break;
      }
      case OutlineKind.TalonHome:
      case OutlineKind.TalonDown:
        // Within two passes through the talon, or the card is not there to reach.
        for (let turns = 0; position.waste[position.waste.length - 1] !== card; turns++) {
          if (turns > 2 * DECK_SIZE) throw new Error('outline line refused: the card is not in reach');
          play(position.stock.length > 0 ? DRAW : RECYCLE);
        }
        play(moveAction(WASTE, kind === OutlineKind.TalonHome ? foundationPile(suitOf(card)) : tableauPile(landing(card))));
        break;
      case OutlineKind.Retrieve:
        play(moveAction(foundationPile(suitOf(card)), tableauPile(landing(card))));
        break;
      case OutlineKind.RootAway: {
        const column = columnOf(card);
        play(moveAction(tableauPile(column), tableauPile(landing(card, column)), position.faceUp[column].length));
        break;
      }
    }
  }
  return actions;
}
