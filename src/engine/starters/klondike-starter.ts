import { type KlondikeDeal, checkDeal } from '../deal/deal-code.js';
import { Game, type GameStarter, HOUSE_RULE_OPTIONS } from '../game.js';
import { KLONDIKE_RULE_OPTIONS, Klondike, restoredKlondike } from '../klondike.js';
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
