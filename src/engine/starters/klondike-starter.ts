import { type KlondikeDeal, checkDeal } from '../deal/deal-code.js';
import { Game, type GameStarter, HOUSE_RULE_OPTIONS } from '../game.js';
import { FOUNDATION_COUNT } from '../pile.js';
import { KING } from '../card.js';
import { KLONDIKE_RULE_OPTIONS, Klondike, type KlondikeOptions, fitsOn } from '../klondike.js';
import { unreachable } from '../position.js';
import { isCount } from '../saved/json-checks.js';
import { scoringRules } from '../scoring.js';
import { type OptionError, checkOptions } from '../options.js';
import type { PositionRecord } from '../position.js';
import { type Result, err } from '../result.js';
import { messageOf } from './refusal-message.js';

/** Saved games and replays of Klondike only; Baker's Dozen's rules stay out of the bundle. */
export const klondikeOnly: GameStarter<Klondike> = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  if (checked.value.game !== 'klondike') return err('not a Klondike deal');
  return messageOf(newKlondike(checked.value, rules, from));
};

/** A Klondike game under rules checked here: dealt, or from `from` when play under them reaches it. */
export function newKlondike(deal: KlondikeDeal, rules: unknown, from?: PositionRecord): Result<Game<Klondike>, OptionError> {
  const checked = checkOptions('house rules', rules, { ...HOUSE_RULE_OPTIONS, ...KLONDIKE_RULE_OPTIONS });
  if (!checked.ok) return checked;
  const { maxUndos, ...own } = checked.value;
  const position = from ? restoredKlondike(from, { ...own, draw: deal.draw, scoring: deal.scoring }) : Klondike.forDeal(deal, own);
  return position.ok ? Game.fromPosition(deal, position.value, maxUndos) : position;
}

/**
 * The position `record` lays out, under `options`, for a saved game or a replay that starts part-way
 * through a game; refused unless play under these rules could reach it: Klondike's face-up cards
 * only ever go down in alternate colours, the score keeps to its scoring, the passes to their limit.
 */
export function restoredKlondike({ table, score, moves, recycles, scored }: PositionRecord, options: KlondikeOptions): Result<Klondike, OptionError> {
  const position = Klondike.fromTable(table, options);
  if (!position.ok) return position;
  const broken = table.tableau.findIndex(({ faceUp }) => faceUp.some((card, index) => index > 0 && !fitsOn(faceUp[index - 1], card)));
  if (broken >= 0) return unreachable(`the face-up cards of column ${broken + 1} do not go down in alternate colours`);
  if (!Number.isSafeInteger(score) || scoringRules(position.value.options.scoring).apply(score, 0) !== score) {
    return unreachable(`${score} is not a ${position.value.options.scoring} score`);
  }
  if (!isCount(moves) || !isCount(recycles) || recycles > position.value.recycleLimit)
    return unreachable('the moves or the passes through the stock are out of bounds');
  position.value.score = score;
  position.value.moves = moves;
  position.value.recycles = recycles;
  if (scored) {
    if (scored.some((height, suit) => !isCount(height) || height < table.foundations[suit].length || height > KING))
      return unreachable('a foundation has been lower than it is');
    position.value.scored.splice(0, FOUNDATION_COUNT, ...scored);
  }
  return position;
}
