/**
 * Where saved games and statistics live: the page's localStorage when the browser lets the page
 * use it; this tab's sessionStorage and memory while it refuses a value. Blocked storage (a sandboxed frame, a privacy setting), private-mode
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
  /** Whether the latest value of `key` the browser refused is in this tab's sessionStorage, so a reload here brings it back. */
  tabOnly(key: string): boolean;
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
      // Only a value localStorage refused is there, so it is newer than localStorage's.
      return this.tab(key) ?? localStorage.getItem(key);
    } catch (error) {
      this.fellBack(key, error);
      return null;
    }
  }

  set(key: string, value: string): boolean {
    try {
      localStorage.setItem(key, value);
      this.memory.delete(key);
      this.dropTab(key);
      return true;
    } catch (error) {
      this.fellBack(key, error);
      this.memory.set(key, value);
      try {
        // A full localStorage on a first visit would lose the game at a reload; this tab's own store often has room.
        sessionStorage.setItem(key, value);
      } catch {
        this.dropTab(key);
      }
      return false;
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    this.dropTab(key);
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
    this.dropTab(key);
  }

  tabOnly(key: string): boolean {
    return this.memory.has(key) && this.tab(key) === this.memory.get(key);
  }

  private tab(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }

  private dropTab(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Blocked as well: nothing of this key is there.
    }
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
