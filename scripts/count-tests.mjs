// CI's closing report from the files in reports/: each stage's time (reports/stages.tsv, written
// by .ci/run and scripts/test.sh), the ten slowest test files of every runner, then one closing line
// for CI: `total: N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);

// Stages: name, start and end (epoch seconds), exit status.
if (existsSync('reports/stages.tsv')) {
  const stages = readFileSync('reports/stages.tsv', 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, start, end, status]) => ({ name, start: Number(start), end: Number(end), status }));
  console.log('\nStages (wall time):');
  for (const { name, start, end, status } of stages)
    console.log(
      `  ${name.padEnd(12)} ${seconds(end - start)}${status === '0' ? '' : `  FAILED (exit ${status})`}`,
    );
  const all = Math.max(...stages.map(({ end }) => end)) - Math.min(...stages.map(({ start }) => start));
  console.log(`  ${'all'.padEnd(12)} ${seconds(all)}`);
}

/** Per test file: its time in seconds. */
const files = [];
for (const [runner, report] of [
  ['unit', read('reports/unit.json')],
  ['postgres', read('reports/unit-postgres.json')],
]) {
  for (const result of report?.testResults ?? [])
    files.push({
      runner,
      file: result.name.replace(`${process.cwd()}/`, ''),
      took: (result.endTime - result.startTime) / 1000,
    });
}
// Browser tests: the sum of a file's test durations (its tests may run on several workers).
const e2e = read('reports/e2e.json');
const walk = (suite, into) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) into.set(suite.file, (into.get(suite.file) ?? 0) + result.duration);
  for (const child of suite.suites ?? []) walk({ ...child, file: suite.file }, into);
};
const browserFiles = new Map();
for (const suite of e2e?.suites ?? []) walk(suite, browserFiles);
for (const [file, took] of browserFiles)
  files.push({ runner: 'browser', file: `tests/e2e/${file}`, took: took / 1000 });
if (files.length > 0) {
  console.log(
    '\nThe ten slowest test files (unit and postgres: from their first test to their last; browser: the sum of their tests):',
  );
  for (const { runner, file, took } of files.sort((a, b) => b.took - a.took).slice(0, 10))
    console.log(`  ${seconds(took)}  ${runner.padEnd(8)} ${file}`);
  console.log('');
}

let passed = 0;
let failed = 0;
for (const report of [read('reports/unit.json'), read('reports/unit-postgres.json')]) {
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
}
if (e2e) {
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
}
console.log(`total: ${passed} passed, ${failed} failed`);
