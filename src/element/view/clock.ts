import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The game clock of docs/rules.md, "Klondike › Time and moves": started by the first action, paused while the page is hidden or
 * the element is off the page, stopped at the win. It asks the host to render once a second
 * while it runs, so the time on the table moves.
 */
export class Clock implements ReactiveController {
  private accumulated = 0;
  /** `performance.now()` when the current running stretch began, or null while not counting. */
  private since: number | null = null;
  private running = false;
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  get elapsedMs(): number {
    return Math.round(this.accumulated + (this.since === null ? 0 : performance.now() - this.since));
  }

  /** Back to zero and stopped, for a new deal; `elapsedMs` carries on a restored game. */
  reset(elapsedMs = 0): void {
    this.stop();
    this.accumulated = elapsedMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.resume();
  }

  stop(): void {
    this.running = false;
    this.pause();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.resume();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.pause();
  }

  private readonly onVisibilityChange = (): void => {
    if (document.hidden) this.pause();
    else this.resume();
  };

  private resume(): void {
    if (!this.running || this.since !== null || document.hidden || !this.host.isConnected) return;
    this.since = performance.now();
    this.ticker = setInterval(() => this.host.requestUpdate(), 1000);
  }

  private pause(): void {
    if (this.since === null) return;
    this.accumulated += performance.now() - this.since;
    this.since = null;
    clearInterval(this.ticker);
    this.host.requestUpdate();
  }
}

/** `m:ss`, or `h:mm:ss` from an hour on: digits only, the same in every language. */
export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
