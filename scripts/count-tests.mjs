// Prints one closing line for CI from the JSON reports: `total: N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
if (existsSync('reports/unit.json')) {
  const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
}
// The back-office tests on PostgreSQL (scripts/test-postgres.sh), when a server could be had.
if (existsSync('reports/unit-postgres.json')) {
  const postgres = JSON.parse(readFileSync('reports/unit-postgres.json', 'utf8'));
  passed += postgres.numPassedTests ?? 0;
  failed += (postgres.numFailedTests ?? 0) + (postgres.numRuntimeErrorTestSuites ?? 0);
}
if (existsSync('reports/e2e.json')) {
  const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
}
console.log(`total: ${passed} passed, ${failed} failed`);
