// Runs @arethetypeswrong/cli on the packed tarball in every resolution mode (node10, node16 CJS and
// ESM, bundler) and fails on any problem. node10 (TypeScript's legacy `moduleResolution: node`)
// finds the subpaths through package.json's `typesVersions`. The entry points that are assets, not
// modules (the skin's CSS, the frame scripts the payment service serves), are excluded in
// .attw.json, which attw reads itself: `npx @arethetypeswrong/cli --pack` passes as this does.
import { execFileSync } from 'node:child_process';

const tarball = process.argv[2];
let output;
try {
  output = execFileSync('node_modules/.bin/attw', [tarball, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
  output = error.stdout;
}
const report = JSON.parse(output);
const problems = report.analysis?.problems ?? [];
const entrypoints = Object.keys(report.analysis?.entrypoints ?? {});
if (problems.length > 0) {
  console.error(`attw: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(JSON.stringify(problem).slice(0, 400));
  process.exit(1);
}
console.log(`attw: no problems for ${entrypoints.join(', ')} (node10, node16 CJS and ESM, bundler)`);
