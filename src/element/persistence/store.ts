/**
 * Where saved games and statistics live: the page's localStorage when the browser lets the page
 * use it, memory otherwise. Blocked storage (a sandboxed frame, a privacy setting), private-mode
 * quotas and full disks all throw somewhere in the localStorage API, so every call is guarded and
 * a key that could not be written lives on in memory for as long as the page does.
 */
export interface Store {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export class MemoryStore implements Store {
  private readonly values = new Map<string, string>();

  has(key: string): boolean {
    return this.values.has(key);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}

class PageStore implements Store {
  /** Shared by every element on the page, so two copies with one key see the same values. */
  private readonly memory = new MemoryStore();
  private readonly warned = new Set<string>();

  get(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key);
    try {
      return localStorage.getItem(key);
    } catch (error) {
      this.fellBack(key, error);
      return null;
    }
  }

  set(key: string, value: string): void {
    if (!this.memory.has(key)) {
      try {
        localStorage.setItem(key, value);
        return;
      } catch (error) {
        this.fellBack(key, error);
      }
    }
    this.memory.set(key, value);
  }

  remove(key: string): void {
    this.memory.remove(key);
    try {
      localStorage.removeItem(key);
    } catch (error) {
      this.fellBack(key, error);
    }
  }

  private fellBack(key: string, error: unknown): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<klondike-solitaire>: the browser refused to store "${key}"; it is kept in memory until the page closes.`, error);
  }
}

/** The one page-wide store behind every `storage-key`. */
export const pageStore: Store = new PageStore();
