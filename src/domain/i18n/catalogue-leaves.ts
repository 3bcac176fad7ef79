/** Every leaf of a catalogue (strings, and whatever else: an illustration's name), keyed by its dotted path. */
export function catalogueLeaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, s] of catalogueLeaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  } else out.set(prefix, node);
  return out;
}
