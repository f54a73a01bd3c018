import { html, type TemplateResult } from 'lit';
import type { DrawMode, Passes, Scoring } from '../../engine/index.js';
import type { NewGameChoices } from '../game/solitaire-game.js';
import { msg } from '../i18n/localization.js';
import { checkPasses } from './klondike-config.js';
import type { KlondikeSettings } from './klondike-state.js';
import { drawName, passCount, scoringName } from './klondike-words.js';

/**
 * The New game dialog's Klondike choices. The Rules group sets the rules in force, which the host
 * can read back; draw and scoring are for this deal.
 */
export const klondikeChoices: NewGameChoices<KlondikeSettings> = {
  render: renderChoices,
  read(data) {
    const passes = checkPasses(data.get('passes'));
    return {
      settings: { ...(passes.ok ? { passes: passes.value } : {}), lockedFoundations: data.has('locked-foundations') },
      deal: { draw: Number(data.get('draw')) as DrawMode, scoring: data.get('scoring') as Scoring },
    };
  },
};

/** Draw, scoring and the Rules group, at the element's settings. */
function renderChoices({ draw, scoring, passes, lockedFoundations }: KlondikeSettings): TemplateResult {
  return html`<fieldset>
      <legend>${msg('Draw')}</legend>
      <label><input type="radio" name="draw" value="1" ?checked=${draw === 1} />${drawName(1)}</label>
      <label><input type="radio" name="draw" value="3" ?checked=${draw === 3} />${drawName(3)}</label>
    </fieldset>
    <fieldset>
      <legend>${msg('Scoring')}</legend>
      <label><input type="radio" name="scoring" value="standard" ?checked=${scoring === 'standard'} />${scoringName('standard')}</label>
      <label><input type="radio" name="scoring" value="vegas" ?checked=${scoring === 'vegas'} />${scoringName('vegas')}</label>
    </fieldset>
    <fieldset class="rules">
      <legend>${msg('Rules')}</legend>
      <label
        >${msg('Passes through the stock')}
        <select name="passes">
          ${passChoices(passes).map((choice) => html`<option value=${choice} ?selected=${choice === passes}>${passesName(choice)}</option>`)}
        </select></label
      >
      <label><input type="checkbox" name="locked-foundations" ?checked=${lockedFoundations} />${msg('Locked foundations: cards stay on them')}</label>
    </fieldset>`;
}

/** The Rules group's pass limits: the usual ones, and the host's own number when it is another. */
function passChoices(current: Passes): Passes[] {
  const usual: Passes[] = ['unlimited', 'classic', 1, 2, 3];
  return usual.includes(current) ? usual : [...usual, current];
}

function passesName(passes: Passes): string {
  if (passes === 'unlimited') return msg('Unlimited', { desc: 'passes through the stock' });
  if (passes === 'classic') return msg('Classic (draw 1: one, draw 3: three)', { desc: 'passes through the stock' });
  return passCount(passes);
}
