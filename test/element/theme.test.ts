import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { ConfigErrorDetail } from '../../src/index.js';
import '../../src/klondike-solitaire.js';

const scheme = (element: Element): string => getComputedStyle(element).colorScheme;

describe('theme', () => {
  before(() => {
    document.documentElement.style.colorScheme = 'light dark';
    return emulateMedia({ colorScheme: 'dark' });
  });
  after(() => {
    document.documentElement.style.colorScheme = '';
    return emulateMedia({ colorScheme: 'light' });
  });

  it('is light by default on a dark page', async () => {
    const element = await fixture(html`<klondike-solitaire></klondike-solitaire>`);
    expect(scheme(element)).to.equal('light');
  });

  it('is dark when asked, and light dark under auto', async () => {
    const dark = await fixture(html`<klondike-solitaire theme="dark"></klondike-solitaire>`);
    const auto = await fixture(html`<klondike-solitaire theme="auto"></klondike-solitaire>`);
    expect(scheme(dark)).to.equal('dark');
    expect(scheme(auto)).to.equal('light dark');
  });

  it('refuses an unknown theme with a config-error and stays light', async () => {
    const element = await fixture(html`<klondike-solitaire></klondike-solitaire>`);
    const refused = oneEvent<CustomEvent<ConfigErrorDetail>>(element, 'config-error');
    element.setAttribute('theme', 'midnight');
    const { detail } = await refused;
    expect(detail.attribute).to.equal('theme');
    expect((element as HTMLElement & { theme: string }).theme).to.equal('light');
    expect(scheme(element)).to.equal('light');
  });
});
