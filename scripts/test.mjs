// `npm test`: every test (unit, API, end-to-end in Chromium) on SQLite; then, when
// TEST_DATABASE_URL is a postgres:// URL, the API suite again on PostgreSQL. Ends with one
// plain line 'N passed, N failed' (CI reads it), after a table of the tests closest to their time
// limit (scripts/slowest-tests.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slowestTable, testTimings } from './slowest-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const onlyPg = process.argv.includes('--pg');
const extra = process.argv.slice(2).filter((a) => a !== '--pg');

/** Runs vitest; `leg` names the run's rows in the table when it is not the first. */
function run(label, args, env, leg = '') {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ev-test-')), 'report.json');
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  let passed = 0;
  let failed = 0;
  let timings = [];
  if (fs.existsSync(report)) {
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    timings = testTimings(data, root).map((row) => ({ ...row, project: `${row.project}${leg}` }));
    passed = data.numPassedTests ?? 0;
    // A file that fails to load counts as a failure even though none of its tests ran.
    failed = (data.numFailedTests ?? 0) + (data.numFailedTests > 0 ? 0 : (data.numFailedTestSuites ?? 0));
    if (data.numTotalTests === 0) failed += 1;
  } else {
    failed += 1;
  }
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, timings };
}

const { TEST_DATABASE_URL: _pg, ...withoutPg } = process.env;
const totals = { passed: 0, failed: 0 };
const timings = [];
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
  timings.push(...r.timings);
};
if (!onlyPg) add(run('unit, API and end-to-end tests (SQLite)', extra, withoutPg));
if (/^postgres(ql)?:\/\//.test(pgUrl)) add(run('API tests on PostgreSQL', ['--project', 'api', ...extra], process.env, ' (pg)'));
else if (onlyPg) {
  console.error('TEST_DATABASE_URL must be a postgres:// URL for the PostgreSQL leg');
  totals.failed += 1;
}
const table = slowestTable(timings, 10);
if (table) console.log(`\n${table}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
