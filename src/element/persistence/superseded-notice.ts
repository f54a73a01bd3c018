import { type TemplateResult, html } from 'lit';
import { msg } from '../i18n/localization.js';

/** The line a copy shows once another copy (tab or element) saves its storage key. */
export function supersededNotice(): TemplateResult {
  return html`<p class="saved-notice" role="status">${msg('This game is open in another tab or window too: moves made here are no longer saved.')}</p>`;
}

/** The line a copy shows while only this tab's sessionStorage keeps its game, localStorage being full. */
export function tabOnlyNotice(): TemplateResult {
  return html`<p class="saved-notice" role="status">
    ${msg("The browser's storage is full: this game comes back if you reload this tab, but not once you close it.", {
      desc: 'storage-key: localStorage is full, so the game is kept in sessionStorage, which lasts as long as the tab',
    })}
  </p>`;
}
