// The tests closest to their time limit, from vitest's JSON report: `npm test` prints them so that
// a test creeping towards its budget on a slow machine is seen before it times out.
import path from 'node:path';

/**
 * Each project's testTimeout in vitest.config.ts (vitest's default is 5 s), for a test whose own
 * timeout the report lacks: tests/support/record-timeout.ts writes it into the test's meta, but
 * only for a test that started.
 */
export const PROJECT_TIMEOUTS = { unit: 60_000, components: 60_000, api: 60_000, e2e: 90_000 };

/** The project a test file belongs to, by vitest.config.ts's include globs. */
export function projectOf(file) {
  if (file.startsWith('tests/e2e/')) return 'e2e';
  if (file.startsWith('src/server/')) return 'api';
  if (file.endsWith('.tsx')) return 'components';
  return 'unit';
}

/**
 * One row per test that ran (skipped and to-do tests have no duration): its project, file
 * (relative to `root`), full name, duration, timeout and duration / timeout.
 */
export function testTimings(report, root) {
  return (report.testResults ?? []).flatMap((file) => {
    const relative = path.relative(root, file.name).split(path.sep).join('/');
    const project = projectOf(relative);
    return (file.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number' && (test.status === 'passed' || test.status === 'failed'))
      .map((test) => {
        const timeout = test.meta?.timeout ?? PROJECT_TIMEOUTS[project];
        const name = [...(test.ancestorTitles ?? []), test.title].join(' > ');
        return {
          project,
          file: relative,
          name,
          status: test.status,
          duration: test.duration,
          timeout,
          share: test.duration / timeout,
        };
      });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `text` cut to `width` characters in the middle: a test's file and its own title are both worth seeing. */
function shorten(text, width) {
  if (text.length <= width) return text;
  const head = Math.floor((width - 1) * 0.4);
  return `${text.slice(0, head)}…${text.slice(text.length - (width - 1 - head))}`;
}

/** The `count` rows with the largest share of their budget, as a small table (no trailing newline). */
export function slowestTable(rows, count = 10) {
  const top = [...rows].sort((a, b) => b.share - a.share || b.duration - a.duration).slice(0, count);
  if (!top.length) return '';
  const lines = top.map((row) => {
    const name = `${row.file} > ${row.name}${row.status === 'failed' ? ' (failed)' : ''}`;
    return `${`${Math.round(row.share * 100)}%`.padStart(5)}  ${seconds(row.duration).padStart(8)}  ${seconds(row.timeout).padStart(7)}  ${row.project.padEnd(10)}  ${shorten(name, 110)}`;
  });
  return [
    `The ${top.length} tests closest to their time limit (duration / timeout):`,
    `${'share'.padStart(5)}  ${'took'.padStart(8)}  ${'limit'.padStart(7)}  ${'project'.padEnd(10)}  test`,
    ...lines,
  ].join('\n');
}

/**
 * Each test file's time, from vitest's JSON report: its tests' durations added up (a file's own
 * set-up, in beforeAll, is not in them; its start and end are, where the report has them).
 */
export function fileTimings(report, root) {
  return (report.testResults ?? []).map((file) => {
    const relative = path.relative(root, file.name).split(path.sep).join('/');
    const span =
      typeof file.startTime === 'number' && typeof file.endTime === 'number' ? file.endTime - file.startTime : 0;
    const tests = (file.assertionResults ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0);
    return { project: projectOf(relative), file: relative, duration: Math.max(span, tests) };
  });
}

/** The `count` slowest test files, as a small table (no trailing newline). */
export function slowestFilesTable(rows, count = 15) {
  const top = [...rows].sort((a, b) => b.duration - a.duration).slice(0, count);
  if (!top.length) return '';
  const lines = top.map(
    (row) => `${seconds(row.duration).padStart(8)}  ${row.project.padEnd(10)}  ${shorten(row.file, 110)}`,
  );
  return [
    `The ${top.length} slowest test files:`,
    `${'took'.padStart(8)}  ${'project'.padEnd(10)}  file`,
    ...lines,
  ].join('\n');
}
