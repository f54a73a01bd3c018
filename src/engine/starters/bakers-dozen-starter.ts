import { BakersDozen, restoredBakersDozen } from '../bakers-dozen.js';
import { type DealCode, checkDeal } from '../deal/deal-code.js';
import { Game, type GameStarter, HOUSE_RULE_OPTIONS } from '../game.js';
import { type OptionError, checkOptions } from '../options.js';
import type { PositionRecord } from '../position.js';
import { type Result, err } from '../result.js';
import { messageOf } from './refusal-message.js';

/** Saved games and replays of Baker's Dozen only. */
export const bakersDozenOnly: GameStarter<BakersDozen> = (deal, rules, from) => {
  const checked = checkDeal(deal);
  if (!checked.ok) return err(checked.error.message);
  if (checked.value.game !== 'bakers-dozen') return err("not a Baker's Dozen deal");
  return messageOf(newBakersDozen(checked.value, rules, from));
};

export function newBakersDozen(deal: DealCode, rules: unknown, from?: PositionRecord): Result<Game<BakersDozen>, OptionError> {
  const checked = checkOptions('house rules', rules, HOUSE_RULE_OPTIONS);
  if (!checked.ok) return checked;
  const position = from ? restoredBakersDozen(from) : BakersDozen.deal(deal.number);
  return position.ok ? Game.fromPosition(deal, position.value, checked.value.maxUndos) : position;
}
