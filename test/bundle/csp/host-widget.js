// A host page's own element, on its own copy of lit (from node_modules, not the games' bundles).
import { LitElement, html } from 'lit';

globalThis.customElements.define(
  'host-widget',
  class extends LitElement {
    render() {
      return html`<p>The host's own widget</p>`;
    }
  },
);
