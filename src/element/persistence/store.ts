/**
 * Where saved games and statistics live: the page's localStorage when the browser lets the page
 * use it, memory otherwise. Blocked storage (a sandboxed frame, a privacy setting), private-mode
 * quotas and full disks all throw somewhere in the localStorage API, so every call is guarded. A
 * value the browser refused lives on in memory, and every later write tries the browser again.
 */
export interface Store {
  get(key: string): string | null;
  /** Whether the browser stored the value; when it did not, memory keeps it for `flush` to try again. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** Tries again to store every value only memory keeps; whether none is left there. */
  flush(): boolean;
  /** Another page wrote `key`: that is newer than what memory keeps for it, which goes. */
  writtenElsewhere(key: string): void;
}

class PageStore implements Store {
  /**
   * What the browser refused, newer than what it holds. Shared by every element on the page, so
   * two copies with one key see the same values.
   */
  private readonly memory = new Map<string, string>();
  private readonly warned = new Set<string>();

  get(key: string): string | null {
    const kept = this.memory.get(key);
    if (kept !== undefined) return kept;
    try {
      return localStorage.getItem(key);
    } catch (error) {
      this.fellBack(key, error);
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      localStorage.setItem(key, value);
      this.memory.delete(key);
      return true;
    } catch (error) {
      this.fellBack(key, error);
      this.memory.set(key, value);
      return false;
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch (error) {
      this.fellBack(key, error);
    }
  }

  flush(): boolean {
    for (const [key, value] of this.memory) if (!this.set(key, value)) return false;
    return true;
  }

  writtenElsewhere(key: string): void {
    this.memory.delete(key);
  }

  private fellBack(key: string, error: unknown): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    // Every key starts with the tag of the element that writes it.
    console.warn(`<${key.split(':')[0]}>: the browser refused to store "${key}"; it is kept in memory and stored once the browser lets it.`, error);
  }
}

/** The one page-wide store behind every `storage-key`. */
export const pageStore: Store = new PageStore();
