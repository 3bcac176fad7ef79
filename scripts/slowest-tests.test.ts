import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';
import {
  fileTimings,
  PROJECT_TIMEOUTS,
  projectOf,
  slowestFilesTable,
  slowestTable,
  testTimings,
} from './slowest-tests.mjs';

type Row = {
  project: string;
  file: string;
  name: string;
  status: string;
  duration: number;
  timeout: number;
  share: number;
};

const test = (title: string, duration: number | null, extra: Record<string, unknown> = {}) => ({
  ancestorTitles: ['suite'],
  title,
  fullName: `suite ${title}`,
  status: 'passed',
  duration,
  meta: {},
  ...extra,
});
const report = (files: Record<string, unknown[]>) => ({
  testResults: Object.entries(files).map(([name, assertionResults]) => ({ name: `/repo/${name}`, assertionResults })),
});

describe('the tests closest to their time limit', () => {
  it('sorts files into projects as vitest.config.ts includes them', () => {
    expect(projectOf('tests/e2e/prerender.test.ts')).toBe('e2e');
    expect(projectOf('src/server/security/fuzz-bodies.test.ts')).toBe('api');
    expect(projectOf('src/web/components/ui/carousel.test.tsx')).toBe('components');
    expect(projectOf('src/domain/tco/tco.test.ts')).toBe('unit');
    expect(projectOf('scripts/slowest-tests.test.ts')).toBe('unit');
  });

  it("knows each project's testTimeout from vitest.config.ts", () => {
    const projects = (config.test?.projects ?? []) as Array<{ test: { name: string; testTimeout?: number } }>;
    expect(Object.keys(PROJECT_TIMEOUTS).sort()).toEqual(projects.map((project) => project.test.name).sort());
    for (const { test: project } of projects)
      expect(PROJECT_TIMEOUTS[project.name], project.name).toBe(project.testTimeout ?? 5_000);
  });

  it("takes a test's own limit from its meta, else its project's, and leaves out tests that did not run", () => {
    const rows: Row[] = testTimings(
      report({
        'src/server/security/fuzz-bodies.test.ts': [
          test('fuzz', 60_000, { meta: { timeout: 240_000 } }),
          test('413', 6_000),
        ],
        'tests/e2e/prerender.test.ts': [
          test('/blogs', 45_000, { status: 'failed' }),
          test('skipped', null, { status: 'skipped' }),
          test('to do', 0, { status: 'todo' }),
        ],
      }),
      '/repo',
    );
    expect(rows).toEqual([
      {
        project: 'api',
        file: 'src/server/security/fuzz-bodies.test.ts',
        name: 'suite > fuzz',
        status: 'passed',
        duration: 60_000,
        timeout: 240_000,
        share: 0.25,
      },
      {
        project: 'api',
        file: 'src/server/security/fuzz-bodies.test.ts',
        name: 'suite > 413',
        status: 'passed',
        duration: 6_000,
        timeout: 60_000,
        share: 0.1,
      },
      {
        project: 'e2e',
        file: 'tests/e2e/prerender.test.ts',
        name: 'suite > /blogs',
        status: 'failed',
        duration: 45_000,
        timeout: 90_000,
        share: 0.5,
      },
    ]);
  });

  it('prints the largest shares first, at most `count`, failures marked, long names cut in the middle', () => {
    const rows: Row[] = testTimings(
      report({
        'src/domain/a.test.ts': [test('quick', 100), test('near its limit', 54_000)],
        'tests/e2e/long.test.ts': [
          test(`${'very '.repeat(30)}long title`, 45_000, { status: 'failed' }),
          test('slow but far from it', 20_000),
        ],
      }),
      '/repo',
    );
    const lines: string[] = slowestTable(rows, 3).split('\n');
    expect(lines[0]).toBe('The 3 tests closest to their time limit (duration / timeout):');
    expect(lines.slice(2).map((line) => line.slice(0, 38))).toEqual([
      '  90%    54.0 s   60.0 s  unit        ',
      '  50%    45.0 s   90.0 s  e2e         ',
      '  22%    20.0 s   90.0 s  e2e         ',
    ]);
    expect(lines[2]).toContain('src/domain/a.test.ts > suite > near its limit');
    expect(lines[3]).toMatch(/^.{38}tests\/e2e\/long\.test\.ts > suite > very .*….* long title \(failed\)$/);
    expect(lines[3]!.length).toBe(38 + 110);
    expect(slowestTable([], 10)).toBe('');
  });

  it("lists the slowest files by their span in the report, or their tests' sum where it has none", () => {
    const timed = {
      testResults: [
        {
          name: '/repo/tests/e2e/slow.test.ts',
          startTime: 1_000,
          endTime: 61_000,
          assertionResults: [test('a', 20_000)],
        },
        { name: '/repo/src/server/api.test.ts', assertionResults: [test('a', 5_000), test('b', 7_000)] },
        { name: '/repo/src/domain/quick.test.ts', startTime: 0, endTime: 50, assertionResults: [test('a', 10)] },
      ],
    };
    const rows = fileTimings(timed, '/repo');
    expect(rows).toEqual([
      { project: 'e2e', file: 'tests/e2e/slow.test.ts', duration: 60_000 },
      { project: 'api', file: 'src/server/api.test.ts', duration: 12_000 },
      { project: 'unit', file: 'src/domain/quick.test.ts', duration: 50 },
    ]);
    expect(slowestFilesTable(rows, 2).split('\n')).toEqual([
      'The 2 slowest test files:',
      '    took  project     file',
      '  60.0 s  e2e         tests/e2e/slow.test.ts',
      '  12.0 s  api         src/server/api.test.ts',
    ]);
    expect(slowestFilesTable([], 15)).toBe('');
  });
});
