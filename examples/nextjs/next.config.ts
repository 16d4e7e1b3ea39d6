import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The repository's root: the example imports the package by its name (the built dist/, as a
// merchant's app would from node_modules) and the examples' merchant server (../merchant-server.ts).
const root = fileURLToPath(new URL('../..', import.meta.url));

const config: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;
