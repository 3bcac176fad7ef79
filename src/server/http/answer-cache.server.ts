/**
 * A bounded cache of serialised answers: the least recently used goes first when full, and each
 * is kept for at most `ttlMs`. For answers that are costly to compute and asked for again and
 * again with the same input (a trip between two cities).
 */
export class AnswerCache<Answer = string> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<string, { text: Answer; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): Answer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.text;
  }

  set(key: string, text: Answer): void {
    this.entries.delete(key);
    this.entries.set(key, { text, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
