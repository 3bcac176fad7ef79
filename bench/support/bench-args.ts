/** The command-line options every bench shares: `--strict`, and whole-number options such as `--duration 5`. */
export function benchArgs(argv: readonly string[] = process.argv.slice(2)) {
  return {
    /** Exit non-zero when a budget fails (otherwise a bench only prints FAIL). */
    strict: argv.includes('--strict'),
    /** The positive whole number after `name`, or `fallback`. */
    number(name: string, fallback: number): number {
      const at = argv.indexOf(name);
      const value = at >= 0 ? Number(argv[at + 1]) : NaN;
      return Number.isInteger(value) && value > 0 ? value : fallback;
    },
  };
}
