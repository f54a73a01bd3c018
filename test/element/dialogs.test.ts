import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { parseDealCode } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/index.js';
import { VECTOR, nextEvent, part, solitaire, until } from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

async function openNewGame(el: KlondikeSolitaire): Promise<{ dialog: HTMLDialogElement; opener: HTMLButtonElement }> {
  const opener = part(el, 'button.new-game') as HTMLButtonElement;
  opener.focus();
  opener.click();
  await el.updateComplete;
  return { dialog: part(el, 'dialog.new-game') as HTMLDialogElement, opener };
}

async function typeCode(el: KlondikeSolitaire, text: string): Promise<HTMLInputElement> {
  const input = part(el, '#deal-code-input') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
  return input;
}

withReducedMotion();

describe('dialogs', () => {
  it('New game opens a modal dialog with the focus inside; Escape closes it and the focus comes back', async () => {
    const el = await solitaire();
    const { dialog, opener } = await openNewGame(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('part')).to.equal('dialog');
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(dialog.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(opener);
    expect(el.dealCode).to.equal(VECTOR);
  });

  it('deals Draw 3 ("Hard") with Vegas scoring when chosen', async () => {
    const el = await solitaire();
    const { dialog } = await openNewGame(el);
    expect(dialog.textContent).to.contain('Draw 1 “Easy”').and.contain('Draw 3 “Hard”');
    dialog.querySelector<HTMLInputElement>('input[name="draw"][value="3"]')!.click();
    dialog.querySelector<HTMLInputElement>('input[name="scoring"][value="vegas"]')!.click();
    const started = nextEvent(el, 'new-game');
    dialog.querySelector<HTMLButtonElement>('.deal-button')!.click();
    const { detail } = await started;
    expect(detail).to.deep.include({ draw: 3, scoring: 'vegas' });
    expect(el.dealCode).to.match(/^KL1-D3V-/);
    expect(dialog.open).to.equal(false);
    await el.updateComplete;
    expect(part(el, '.score').textContent).to.equal('-$52');
  });

  it('checks the deal code as the player types, and deals it', async () => {
    const el = await solitaire();
    const { dialog } = await openNewGame(el);
    const deal = dialog.querySelector<HTMLButtonElement>('.deal-button')!;
    const input = await typeCode(el, 'KL1-D2N-AAAAAAA');
    expect(parseDealCode('KL1-D2N-AAAAAAA').ok).to.equal(false);
    expect(part(el, '.field-message').textContent).to.contain('the draw is 1 or 3');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(deal.disabled).to.equal(true);
    await typeCode(el, 'kl1-d3n-aaaaaab');
    expect(part(el, '.field-message').textContent.trim()).to.equal('');
    expect(deal.disabled).to.equal(false);
    const started = nextEvent(el, 'new-game');
    deal.click();
    expect((await started).detail).to.deep.equal({ dealCode: 'KL1-D3N-AAAAAAB', draw: 3, scoring: 'standard', passes: 'unlimited', lockedFoundations: false });
    expect(el.dealCode).to.equal('KL1-D3N-AAAAAAB');
  });

  it('a fresh dialog forgets the last code typed', async () => {
    const el = await solitaire();
    await openNewGame(el);
    await typeCode(el, 'nonsense');
    (part(el, 'dialog.new-game') as HTMLDialogElement).close();
    const { dialog } = await openNewGame(el);
    expect(dialog.querySelector<HTMLInputElement>('#deal-code-input')!.value).to.equal('');
    expect(dialog.querySelector<HTMLButtonElement>('.deal-button')!.disabled).to.equal(false);
  });

  it('the copy button copies the deal code, and a failing clipboard is only a message', async () => {
    const el = await solitaire();
    const copied: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    try {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => {
            copied.push(text);
            return Promise.resolve();
          },
        },
      });
      part(el, 'button.copy').click();
      await until(el, () => part(el, '[part="status"]').textContent.includes('copied'));
      expect(copied).to.deep.equal([VECTOR]);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
      part(el, 'button.copy').click();
      await until(el, () => part(el, '[part="status"]').textContent.includes('Could not copy'));
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  });
});
