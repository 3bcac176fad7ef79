/**
 * A short name for a build: a hash (FNV-1a, 32 bits, base 36) of its precache list, every file's
 * address and revision. Any change to what a build ships names it anew, and so its page and
 * content caches (lib/pwa/cache-names.ts); the same files give the same name.
 */
export function buildIdOf(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  const text = entries
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`))
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
