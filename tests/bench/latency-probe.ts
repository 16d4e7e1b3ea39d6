// The payment API's latency probe of the benches: a worker thread sends one request every 10 ms
// whatever the server does (so a blocked event loop shows as slow answers or timeouts, never as
// fewer samples), times each, and reports them when stopped.
import { Worker } from 'node:worker_threads';

const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let timeouts = 0;
let stopping = false;
const inFlight = new Set();
const ask = () => {
  const started = performance.now();
  const task = fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeoutMs) })
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error('status ' + response.status);
      times.push(performance.now() - started);
    })
    .catch(() => { timeouts += 1; })
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
};
const timer = setInterval(() => { if (!stopping) ask(); }, 10);
parentPort.on('message', async () => {
  stopping = true;
  clearInterval(timer);
  await Promise.allSettled([...inFlight]);
  parentPort.postMessage({ times, timeouts });
});
`;

/** What a probe measured: each answer's time in ms, and the requests unanswered within the timeout. */
interface ProbeResult {
  times: number[];
  timeouts: number;
}

/** A running probe. */
interface Probe {
  /** Stops it once the requests in flight are settled, and gives what it measured. */
  stop(): Promise<ProbeResult>;
}

/** Starts probing `url` (a request unanswered after `timeoutMs` counts as a timeout). */
function startProbe(url: string, timeoutMs = 10_000): Probe {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, timeoutMs } });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (result: ProbeResult) => {
          void worker.terminate().then(() => resolve(result));
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

/** The p-th percentile (nearest rank) of values, NaN for none. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export { percentile, startProbe };
export type { Probe, ProbeResult };
