import { type TemplateResult, html } from 'lit';
import { msg } from '../i18n/localization.js';

/** The line a copy shows once another copy (tab or element) saves its storage key. */
export function supersededNotice(): TemplateResult {
  return html`<p class="saved-notice" role="status">${msg('This game is open in another tab or window too: moves made here are no longer saved.')}</p>`;
}
