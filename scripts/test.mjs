// `npm test`: first the format check (Prettier); then every test (unit, API, end-to-end in
// Chromium) on SQLite and, when TEST_DATABASE_URL is a postgres:// URL, the API suite again on
// PostgreSQL, as legs run alongside (see below; TEST_LEGS=one-after-another runs them in turn).
// Ends with one plain line 'N passed, N failed' (CI reads it), after the failed tests by name, a
// table of the tests closest to their time limit and one of the slowest test files.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTimings, slowestFilesTable, slowestTable, testTimings } from './slowest-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const onlyPg = process.argv.includes('--pg');
const extra = process.argv.slice(2).filter((a) => a !== '--pg');

/**
 * Runs vitest; `leg` names the run's rows in the tables when it is not the first. With `logFile`
 * its output goes there instead of to the terminal.
 */
async function run(label, args, env, leg = '', logFile = undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-test-'));
  const report = path.join(dir, 'report.json');
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  if (!logFile) console.log(`\n=== ${label} ===`);
  const child = spawn(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: ['ignore', out, out],
      env,
    },
  );
  const status = await new Promise((resolve) => child.once('close', (code) => resolve(code)));
  if (typeof out === 'number') fs.closeSync(out);
  let passed = 0;
  let failed = 0;
  let timings = [];
  let files = [];
  if (fs.existsSync(report)) {
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    const named = (row) => ({ ...row, project: `${row.project}${leg}` });
    timings = testTimings(data, root).map(named);
    files = fileTimings(data, root).map(named);
    passed = data.numPassedTests ?? 0;
    // A file that fails to load counts as a failure even though none of its tests ran.
    failed = (data.numFailedTests ?? 0) + (data.numFailedTests > 0 ? 0 : (data.numFailedTestSuites ?? 0));
    if (data.numTotalTests === 0) failed += 1;
  } else {
    failed += 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { label, logFile, passed, failed, timings, files };
}

/**
 * The first step: the format check (Prettier, .prettierrc.json). Unformatted code fails the run as one failed test,
 * with the files named; `npm run format` fixes them. The tests still run, so one run says everything that is wrong.
 */
function formatCheck() {
  const check = spawnSync('npx', ['prettier', '--check', '.', '--log-level', 'warn'], { cwd: root, encoding: 'utf8' });
  if (check.status === 0) return { label: 'format check', passed: 1, failed: 0, timings: [], files: [] };
  console.log(
    `\n=== format check ===\n${check.stdout}${check.stderr}Not formatted as Prettier would: run \`npm run format\`.`,
  );
  return { label: 'format check', passed: 0, failed: 1, timings: [], files: [] };
}
const formatted = extra.length > 0 || onlyPg ? null : formatCheck();

const { TEST_DATABASE_URL: _pg, ...withoutPg } = process.env;
const legs = [];
// Three legs, each its own vitest run: unit, components and API on SQLite (printed as it runs); the
// end-to-end tests in Chromium; and, with a PostgreSQL URL, the API suite again on PostgreSQL. The
// last two run alongside the first and are printed after it: the end-to-end files run one at a
// time and spend most of their time waiting on the browser, and one vitest run would start them
// only once every other project's files were done. TEST_LEGS=one-after-another runs the legs in
// turn (a machine already busy with other work, where legs at once would slow each test more).
// Arguments (files, --project) make it one leg with them, plus the PostgreSQL leg for API files.
const alongside = process.env.TEST_LEGS !== 'one-after-another';
const logFile = (name) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), `ev-test-${name}-`)), 'output.txt');
const pending = [];
/** Starts a leg; `bufferAs` names its log when it runs alongside and is printed after the first. */
const start = (label, args, env, leg, bufferAs) => {
  const running = (async () => {
    if (!alongside) for (const earlier of [...pending]) await earlier;
    return run(label, args, env, leg, alongside && bufferAs ? logFile(bufferAs) : undefined);
  })();
  pending.push(running);
  legs.push(running);
};
if (!onlyPg) {
  if (extra.length > 0) start('the tests asked for (SQLite)', extra, withoutPg, '');
  else {
    start(
      'unit, component and API tests (SQLite)',
      ['--project', 'unit', '--project', 'components', '--project', 'api'],
      withoutPg,
      '',
    );
    start('end-to-end tests in Chromium (SQLite)', ['--project', 'e2e'], withoutPg, '', 'e2e');
  }
}
if (/^postgres(ql)?:\/\//.test(pgUrl))
  start('API tests on PostgreSQL', ['--project', 'api', ...extra], process.env, ' (pg)', onlyPg ? undefined : 'pg');
const results = formatted ? [formatted] : [];
for (const leg of legs) {
  const result = await leg;
  if (result.logFile) {
    console.log(`\n=== ${result.label} (ran alongside) ===`);
    process.stdout.write(fs.readFileSync(result.logFile, 'utf8'));
  }
  results.push(result);
}
if (onlyPg && !/^postgres(ql)?:\/\//.test(pgUrl)) {
  console.error('TEST_DATABASE_URL must be a postgres:// URL for the PostgreSQL leg');
  results.push({ passed: 0, failed: 1, timings: [], files: [] });
}
const totals = { passed: 0, failed: 0 };
for (const r of results) {
  totals.passed += r.passed;
  totals.failed += r.failed;
}
const slowest = slowestTable(
  results.flatMap((r) => r.timings),
  10,
);
if (slowest) console.log(`\n${slowest}`);
const slowestFiles = slowestFilesTable(
  results.flatMap((r) => r.files),
  15,
);
if (slowestFiles) console.log(`\n${slowestFiles}`);
// The failed tests by name, last before the count: a CI log's tail then says what failed.
const failedTests = results.flatMap((r) =>
  r.label === 'format check' && r.failed > 0
    ? ['  format  npm run format:check']
    : r.timings.filter((t) => t.status === 'failed').map((t) => `  ${t.project}  ${t.file} > ${t.name}`),
);
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
