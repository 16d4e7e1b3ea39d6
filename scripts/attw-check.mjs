// Runs @arethetypeswrong/cli on the packed tarball and fails on any problem outside the node10
// resolution mode. node10 (TypeScript's legacy `moduleResolution: node`) cannot see subpath
// exports at all, so every subpath package reports it; attw's own node16 profile ignores that mode
// too, but still counts a node10-only internal resolution error in its exit code.
import { execFileSync } from 'node:child_process';

const tarball = process.argv[2];
let output;
try {
  output = execFileSync(
    'node_modules/.bin/attw',
    // Assets, not modules: the skin's CSS and the frame scripts the payment service serves.
    [
      tarball,
      '--format',
      'json',
      '--exclude-entrypoints',
      './skins/default/styles.css',
      './secured-fields/frame.js',
      './secured-fields/bank-frame.js',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
} catch (error) {
  output = error.stdout;
}
const report = JSON.parse(output);
const problems = (report.analysis?.problems ?? []).filter(
  (problem) => (problem.resolutionKind ?? problem.resolutionOption) !== 'node10',
);
const entrypoints = Object.keys(report.analysis?.entrypoints ?? {});
if (problems.length > 0) {
  console.error(`attw: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(JSON.stringify(problem).slice(0, 400));
  process.exit(1);
}
console.log(`attw: no problems for ${entrypoints.join(', ')} (node16 CJS and ESM, bundler)`);
