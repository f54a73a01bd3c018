import { type Action, DRAW, RECYCLE, moveAction } from '../../../../src/engine/action.js';
import type { Suit } from '../../../../src/engine/card.js';
import type { Klondike } from '../../../../src/engine/klondike.js';
import { WASTE, foundationPile, tableauPile } from '../../../../src/engine/pile.js';
import { Kind, type PlayableTable, moveCount, moveFrom, moveKind, moveTo } from './playable-table.js';

/**
 * The line the table has played since `start`, replayed through the engine: macro moves turned
 * into draws, recycles and moves.
 */
export function engineLine(table: PlayableTable, start: Klondike): Action[] {
  const position = start.clone();
  const actions: Action[] = [];
  const play = (action: Action): void => {
    const played = position.play(action);
    if (!played.ok) throw new Error(`solver line refused: ${played.error.message}`);
    actions.push(action);
  };
  const { line, lineCard, lineLength } = table;
  for (let i = 0; i < lineLength; i++) {
    const move = line[i];
    const card = lineCard[i];
    const from = moveFrom(move);
    const to = moveTo(move);
    switch (moveKind(move)) {
      case Kind.TalonToFoundation:
      case Kind.TalonToTableau:
        while (position.waste[position.waste.length - 1] !== card) play(position.stock.length > 0 ? DRAW : RECYCLE);
        play(moveAction(WASTE, moveKind(move) === Kind.TalonToFoundation ? foundationPile(to as Suit) : tableauPile(to)));
        break;
      case Kind.TableauToFoundation:
        play(moveAction(tableauPile(from), foundationPile(to as Suit)));
        break;
      case Kind.TableauToTableau:
        play(moveAction(tableauPile(from), tableauPile(to), moveCount(move)));
        break;
      case Kind.FoundationToTableau:
        play(moveAction(foundationPile(from as Suit), tableauPile(to)));
        break;
    }
  }
  return actions;
}
