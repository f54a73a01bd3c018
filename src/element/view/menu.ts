import { css } from 'lit';

/** The bar's menu, open: a card of its own over the felt, its entries a column of rows. */
export const menuStyles = css`
  .menu {
    position: absolute;
    z-index: 1100;
    inset-block-start: calc(100% + 6px);
    inset-inline-end: 0;
    display: flex;
    flex-direction: column;
    min-inline-size: 13em;
    padding: 6px;
    border-radius: 12px;
    /* The light card where light-dark() is unknown. */
    background: #fdfcf8;
    background: light-dark(#fdfcf8, #24272c);
    color: #1b1b1f;
    color: light-dark(#1b1b1f, #ecebe6);
    box-shadow: 0 10px 28px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.12);
  }

  .menu[hidden] {
    display: none;
  }

  .menu button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1em;
    border: none;
    border-radius: 8px;
    background: none;
    padding: 0.55em 0.8em;
    min-block-size: 40px;
    text-align: start;
  }

  .menu button:hover,
  .menu button:focus-visible {
    background: light-dark(rgb(0 0 0 / 0.07), rgb(255 255 255 / 0.1));
  }

  .menu button:focus-visible {
    outline-color: light-dark(#1c3a8a, #9db7ff);
    outline-offset: -3px;
  }

  .shortcut {
    font: inherit;
    font-size: 0.85em;
    padding: 0 0.45em;
    border: 1px solid rgb(0 0 0 / 0.25);
    border-radius: 4px;
    opacity: 0.7;
  }

  .copy .deal-code {
    opacity: 0.75;
  }

  .separator {
    margin: 4px 6px;
    border-block-start: 1px solid rgb(0 0 0 / 0.12);
  }
`;

const menuOf = (place: HTMLElement): HTMLElement => place.querySelector<HTMLElement>('.menu')!;
const entriesOf = (place: HTMLElement): HTMLElement[] => [...menuOf(place).querySelectorAll<HTMLElement>('[role="menuitem"]')];
/** The menus whose place listens already. */
const listening = new WeakSet<HTMLElement>();

/** Opens the menu with the focus on its entry at `index` (negative: from the end). */
function openMenu(place: HTMLElement, index: number): void {
  menuOf(place).hidden = false;
  place.querySelector('.menu-button')!.setAttribute('aria-expanded', 'true');
  entriesOf(place).at(index)!.focus();
}

/** Closes the menu; the focus goes back to its button when asked (from a hidden entry it would fall out of the game). */
function closeMenu(place: HTMLElement, refocus: boolean): void {
  const button = place.querySelector<HTMLElement>('.menu-button')!;
  menuOf(place).hidden = true;
  button.setAttribute('aria-expanded', 'false');
  if (refocus) button.focus();
}

/**
 * A press (`click`) or an arrow key on the menu button, the first of which brought this chunk:
 * the menu's place listens from then on for the keys in the menu, the entries chosen and the
 * focus leaving it.
 */
export function onMenuKey(place: HTMLElement, key: string, target: HTMLElement): void {
  if (!listening.has(place)) {
    listening.add(place);
    place.addEventListener('keydown', (event) => {
      if (menuOf(place).hidden || !['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape'].includes(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      onMenuKey(place, event.key, event.target as HTMLElement);
    });
    // After the entry's own handler, which had the button's focus to give its dialog.
    place.addEventListener('click', (event) => (event.target as HTMLElement).closest('[role="menuitem"]') && closeMenu(place, true));
    place.addEventListener('focusout', (event) => place.contains(event.relatedTarget as Node | null) || closeMenu(place, false));
  }
  const hidden = menuOf(place).hidden;
  const down = key === 'ArrowDown';
  if (key === 'click') {
    if (hidden) openMenu(place, 0);
    else closeMenu(place, true);
  } else if (hidden) {
    openMenu(place, down ? 0 : -1);
  } else if (key === 'Escape') {
    closeMenu(place, true);
  } else {
    const entries = entriesOf(place);
    const at = entries.indexOf(target);
    const step = at < 0 ? (down ? 0 : -1) : (at + (down ? 1 : -1)) % entries.length;
    entries.at(key === 'Home' ? 0 : key === 'End' ? -1 : step)!.focus();
  }
}
