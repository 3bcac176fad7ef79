import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every long-lived cache of the server is made by boundedCache, where its size, time and eviction
 * are named (bounded-caches.server.ts; ESLint refuses an import of lru-cache anywhere else). This
 * keeps out the hand-made kind that lint cannot see: a Map or object kept as a class field or at
 * module level and named a cache, and any eviction by size done by hand (a `.size` compared with a
 * bound, then `.clear()` or `.delete(…)`). A Map built and dropped inside one function (a build's
 * lookup table) is not a cache and is not flagged, nor is a WeakMap: what it holds for an object
 * goes with the object, so something else (often a bounded cache) bounds it.
 */
const SERVER = path.resolve(import.meta.dirname, '..');

/** A Map named a cache, as a class field or at module level (no indentation). */
const CACHE_FIELD =
  /^(?:\s+(?:private |protected |public )?(?:static )?(?:readonly )?|(?:export )?(?:const|let) )(\w*(?:cache|memo)\w*)\s*(?::[^=]+)?=\s*new Map\b/im;
/** A size compared with a bound, then a clear or delete within the same statement or the next line. */
const EVICTION_BY_SIZE = /\.size\s*(?:>=|>|===)\s*[\w.]+\s*\)?\s*\{?\s*\n?\s*[\w.]+\.(?:clear\(\)|delete\()/;

/** The hand-made caches in `source`: the offending lines. */
export function handMadeCaches(source: string): string[] {
  const found: string[] = [];
  for (const line of source.split('\n')) {
    const field = CACHE_FIELD.exec(line);
    // A field starts with indentation and a modifier or a name then `=`; module level starts at column 0.
    if (field && (!/^\s/.test(line) || /^\s+(?:private|protected|public|static|readonly)\b/.test(line)))
      found.push(line.trim());
  }
  const eviction = EVICTION_BY_SIZE.exec(source);
  if (eviction) found.push(eviction[0].replace(/\s+/g, ' ').trim());
  return found;
}

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('hand-made caches', () => {
  it('finds the kinds it keeps out', () => {
    const before = [
      'export class OcpiAccess {',
      '  private readonly cache = new Map<string, { caller: Caller; at: number }>();',
      '  set(key: string, caller: Caller) {',
      '    if (this.cache.size >= CACHE_MAX) this.cache.clear();',
      '  }',
      '}',
      'const answerMemo: Map<string, string> = new Map();',
      'function trim(kept: Map<string, number>) {',
      '  if (kept.size > LIMIT)',
      '    kept.delete(kept.keys().next().value);',
      '}',
    ].join('\n');
    expect(handMadeCaches(before)).toEqual([
      'private readonly cache = new Map<string, { caller: Caller; at: number }>();',
      'const answerMemo: Map<string, string> = new Map();',
      '.size >= CACHE_MAX) this.cache.clear()',
    ]);
    // A build's lookup table inside a function, and a cache from the table, are not flagged.
    expect(
      handMadeCaches(
        [
          'function build() {',
          '  const districtCache = new Map<string, string>();',
          '}',
          "  private readonly cache = boundedCache<Caller>('ocpiCallers', { now });",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds none in src/server: every cache there is a boundedCache', () => {
    const found = serverFiles(SERVER).flatMap((file) =>
      handMadeCaches(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(SERVER, file)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
