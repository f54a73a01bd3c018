import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';

import type { KlondikeSolitaire } from '../../src/index.js';
import { WINNING_DEAL, nextEvent, part, playByApi, until, winningActions } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

/**
 * A host page: its own button and text field beside a container the element sits in (a tab
 * panel, a `<details>`, a plain `<div>`), and a second place the host may move the element to.
 */
interface HostPage {
  readonly el: KlondikeSolitaire;
  readonly container: HTMLElement;
  readonly elsewhere: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly field: HTMLInputElement;
}

async function hostPage(container: 'div' | 'details' = 'div', attributes = ''): Promise<HostPage> {
  const page = await fixture<HTMLElement>(html`<div>
    <button class="host-button">Host</button>
    <input class="host-field" />
    ${
      container === 'details'
        ? html`<details><summary>Game</summary><klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire></details>`
        : html`<div role="tabpanel"><klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire></div>`
    }
    <div class="elsewhere"></div>
  </div>`);
  const el = page.querySelector<KlondikeSolitaire>('klondike-solitaire')!;
  for (const name of attributes.split(' ').filter(Boolean)) el.setAttribute(name, '');
  await el.updateComplete;
  return {
    el,
    container: el.parentElement!,
    elsewhere: page.querySelector('.elsewhere')!,
    button: page.querySelector('.host-button')!,
    field: page.querySelector('.host-field')!,
  };
}

/** Whether a real click on the host's button reaches it, and its field takes focus and typing. */
async function pageWorks({ button, field }: HostPage): Promise<boolean> {
  const clicks: Event[] = [];
  const onClick = (event: Event): void => void clicks.push(event);
  button.addEventListener('click', onClick);
  const rect = button.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)] });
  button.removeEventListener('click', onClick);
  field.value = '';
  field.focus();
  await sendKeys({ type: 'ok' });
  return clicks.length === 1 && field.value === 'ok';
}

function winByApi(el: KlondikeSolitaire): void {
  for (const action of winningActions()) playByApi(el, action);
  expect(el.won).to.equal(true);
}

const dialog = (el: KlondikeSolitaire, name: string): HTMLDialogElement => part(el, `dialog.${name}`) as HTMLDialogElement;
const modal = (el: KlondikeSolitaire, name: string): boolean => dialog(el, name).matches(':modal');

withReducedMotion();

describe('dialogs never make the host page inert while the player cannot see them', () => {
  afterEach(() => resetMouse());

  const hiders: [string, (page: HostPage) => void, (page: HostPage) => void][] = [
    ['a hidden ancestor (a tab panel switched away)', ({ container }) => (container.hidden = true), ({ container }) => (container.hidden = false)],
    ['display: none on the element', ({ el }) => (el.style.display = 'none'), ({ el }) => (el.style.display = '')],
  ];
  for (const [how, hide, show] of hiders) {
    it(`a win behind ${how} waits; once shown, the win dialog is modal and Escape closes it`, async () => {
      const page = await hostPage();
      const { el } = page;
      hide(page);
      winByApi(el);
      await el.updateComplete;
      expect(await pageWorks(page), 'the host page still works').to.equal(true);
      expect(dialog(el, 'win').open, 'the win is there to be shown').to.equal(true);
      expect(modal(el, 'win')).to.equal(false);
      show(page);
      await until(el, () => modal(el, 'win'));
      expect(dialog(el, 'win').contains(el.shadowRoot!.activeElement), 'the focus is in the dialog').to.equal(true);
      await sendKeys({ press: 'Escape' });
      expect(dialog(el, 'win').open).to.equal(false);
      expect(await pageWorks(page)).to.equal(true);
    });
  }

  it('a win in a closed <details> waits until it is opened', async () => {
    const page = await hostPage('details');
    const { el } = page;
    winByApi(el);
    await el.updateComplete;
    expect(await pageWorks(page), 'the host page still works').to.equal(true);
    expect(modal(el, 'win')).to.equal(false);
    (page.container as HTMLDetailsElement).open = true;
    await until(el, () => modal(el, 'win'));
  });

  it('a tab panel switched away during auto-finish: the win waits for it to come back', async () => {
    const page = await hostPage('div', 'show-winnable');
    const { el, container } = page;
    for (const action of winningActions()) {
      const state = el.state;
      if (state.stock.length === 0 && state.waste.length === 0 && state.tableau.every((column) => column.faceDown.length === 0)) break;
      playByApi(el, action);
    }
    const won = nextEvent(el, 'win');
    el.autoFinish = true;
    await nextEvent(el, 'move');
    container.hidden = true;
    await won;
    await el.updateComplete;
    expect(await pageWorks(page), 'the host page still works').to.equal(true);
    expect(modal(el, 'win')).to.equal(false);
    container.hidden = false;
    await until(el, () => modal(el, 'win'));
  });

  it('an open dialog the host hides stops being modal, and is modal again with what was typed once shown', async () => {
    const page = await hostPage();
    const { el, container } = page;
    part(el, 'button.new-game').click();
    await el.updateComplete;
    expect(modal(el, 'new-game')).to.equal(true);
    const input = part(el, '#deal-code-input') as HTMLInputElement;
    input.value = 'KL1-D3N-AAAAAAB';
    container.hidden = true;
    await until(el, () => !modal(el, 'new-game'));
    expect(await pageWorks(page)).to.equal(true);
    container.hidden = false;
    await until(el, () => modal(el, 'new-game'));
    expect(input.value).to.equal('KL1-D3N-AAAAAAB');
  });

  it('a host that shows the element, opens a dialog and hides the element again before the next frame leaves it waiting', async () => {
    const page = await hostPage();
    const { el, container } = page;
    part(el, 'button.keys').click();
    await el.updateComplete;
    dialog(el, 'help').close();
    container.hidden = true;
    // The element's observers see it hidden.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    container.hidden = false;
    part(el, 'button.new-game').click();
    await el.updateComplete;
    expect(modal(el, 'new-game')).to.equal(true);
    container.hidden = true;
    await until(el, () => !modal(el, 'new-game'));
    expect(await pageWorks(page), 'the host page still works').to.equal(true);
  });

  // Help and Statistics are in the bar's menu: their dialogs give the focus back to the menu button.
  for (const [name, opener, item] of [
    ['new-game', 'button.new-game', null],
    ['help', 'button.menu-button', 'button.keys'],
    ['statistics', 'button.menu-button', 'button.stats'],
  ] as const) {
    it(`the ${name} dialog moved in the DOM with the element stays modal, and Escape still closes it`, async () => {
      const page = await hostPage();
      const { el, elsewhere } = page;
      const button = part(el, opener);
      button.focus();
      part(el, item ?? opener).click();
      await el.updateComplete;
      expect(modal(el, name)).to.equal(true);
      const reopened = oneEvent(dialog(el, name), 'close');
      elsewhere.append(el);
      expect(modal(el, name), 'modal again at once').to.equal(true);
      // The close event of the reopening comes later: it must not take the focus out of the dialog.
      await reopened;
      expect(dialog(el, name).contains(el.shadowRoot!.activeElement), 'the focus stays in the dialog').to.equal(true);
      const closed = oneEvent(dialog(el, name), 'close');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(dialog(el, name).open).to.equal(false);
      expect(el.shadowRoot!.activeElement === button, 'the focus is back on the opener').to.equal(true);
      expect(await pageWorks(page)).to.equal(true);
    });
  }

  it('a dialog moved into a hidden place waits there, and is modal once the place is shown', async () => {
    const page = await hostPage();
    const { el, elsewhere } = page;
    part(el, 'button.new-game').click();
    await el.updateComplete;
    elsewhere.hidden = true;
    elsewhere.append(el);
    expect(modal(el, 'new-game')).to.equal(false);
    expect(dialog(el, 'new-game').open).to.equal(true);
    expect(await pageWorks(page)).to.equal(true);
    elsewhere.hidden = false;
    await until(el, () => modal(el, 'new-game'));
  });
});
