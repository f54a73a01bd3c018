import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * Keeps a host's open dialogs modal exactly while the element is rendered. A modal dialog makes
 * the rest of the page inert, so one opened in a hidden element (a `hidden` ancestor,
 * `display: none`, a closed `<details>`, a tab panel switched away) would block a page whose
 * player cannot see it: there the dialog waits, open but neither modal nor shown, and turns
 * modal once the element is rendered again. The browser also drops a dialog's modality when the
 * element is moved in the DOM: connected again, the dialog gets it back.
 */
export class ModalWhileShown implements ReactiveController {
  // Hiding an ancestor changes the element's size; closing a `<details>` only hides its content
  // (`content-visibility`), which changes the element's intersection with the viewport.
  private readonly resizes = new ResizeObserver(() => this.update());
  private readonly intersections = new IntersectionObserver(() => this.update());

  constructor(
    private readonly host: Host,
    /** The dialogs this keeps, as a selector in the host's render root. */
    private readonly dialogs: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.resizes.observe(this.host);
    this.intersections.observe(this.host);
    this.update();
  }

  hostDisconnected(): void {
    this.resizes.disconnect();
    this.intersections.disconnect();
  }

  /** Opens `dialog`: modal when the element is rendered, waiting for it otherwise. */
  open(dialog: HTMLDialogElement): void {
    this.place(dialog);
    // The observers report changes from one rendering to the next: a host that hides the element
    // before the next one would go unseen.
    requestAnimationFrame(() => this.update());
  }

  private place(dialog: HTMLDialogElement): void {
    if (this.shown(dialog)) dialog.showModal();
    else dialog.show();
  }

  private update(): void {
    if (!this.host.isConnected) return;
    for (const dialog of this.host.renderRoot.querySelectorAll<HTMLDialogElement>(this.dialogs)) {
      if (!dialog.open || dialog.matches(':modal') === this.shown(dialog)) continue;
      // The close event this queues finds the dialog open again: the player closed nothing.
      dialog.close();
      this.place(dialog);
    }
  }

  /** Whether the place the dialog opens in is rendered: the host itself may have no box (`display: contents`). */
  private shown(dialog: HTMLDialogElement): boolean {
    return dialog.isConnected && !!dialog.parentElement?.checkVisibility();
  }
}

/** Whether a dialog's `close` event ends it for the player, not a reopening of `ModalWhileShown`'s. */
export function closedForGood(event: Event): boolean {
  return !(event.target as HTMLDialogElement).open;
}
