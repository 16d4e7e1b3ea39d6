import { describe, expect, it, vi } from 'vitest';
import {
  ScriptLoadError,
  createScriptLoader,
  isCheckoutError,
  isScriptLoadError,
  type ScriptPageLike,
  type ScriptElementLike,
} from '../../../headless/core';

/** A document of plain objects: the scripts it was given, each of which a test loads or fails. */
function fakePage() {
  const appended: (ScriptElementLike & { fire: (type: 'load' | 'error') => void; removed: boolean })[] = [];
  const page: ScriptPageLike = {
    createElement: () => {
      const listeners: Record<string, (() => void)[]> = {};
      const script = {
        src: '',
        async: false,
        removed: false,
        attributes: {} as Record<string, string>,
        setAttribute(name: string, value: string) {
          this.attributes[name] = value;
        },
        addEventListener(type: 'load' | 'error', listener: () => void) {
          (listeners[type] ??= []).push(listener);
        },
        remove() {
          script.removed = true;
        },
        fire(type: 'load' | 'error') {
          for (const listener of listeners[type] ?? []) listener();
        },
      };
      return script;
    },
    head: { appendChild: (node) => void appended.push(node as (typeof appended)[number]) },
  };
  return { page, appended };
}

const timers = () => ({ setTimeout, clearTimeout: (timer: unknown) => clearTimeout(timer as number) });

describe('createScriptLoader', () => {
  it('adds one async script per URL and resolves every caller when it loads', async () => {
    const { page, appended } = fakePage();
    const loader = createScriptLoader({ page, ...timers() });
    const first = loader.load('https://x.example/api.js');
    // Another loader of the same page shares the load.
    const second = createScriptLoader({ page, ...timers() }).load('https://x.example/api.js');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: 'https://x.example/api.js', async: true });
    appended[0]!.fire('load');
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // Loaded: a later load adds nothing.
    await loader.load('https://x.example/api.js');
    expect(appended).toHaveLength(1);
    // Another URL is another script.
    void loader.load('https://x.example/other.js');
    expect(appended).toHaveLength(2);
  });

  it('rejects with a typed NETWORK_ERROR when the script fails, and a retry adds a fresh script', async () => {
    const { page, appended } = fakePage();
    const loader = createScriptLoader({ page, ...timers() });
    const failing = loader.load('https://x.example/api.js');
    appended[0]!.fire('error');
    const error = await failing.catch((reason: unknown) => reason);
    expect(isScriptLoadError(error)).toBe(true);
    expect(isCheckoutError(error)).toBe(true);
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', reason: 'failed', url: 'https://x.example/api.js' });
    expect(appended[0]!.removed).toBe(true);
    const retry = loader.load('https://x.example/api.js');
    expect(appended).toHaveLength(2);
    appended[1]!.fire('load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('times out (30 s by default) with reason timeout; a late load changes nothing', async () => {
    vi.useFakeTimers();
    try {
      const { page, appended } = fakePage();
      const loader = createScriptLoader({ page, ...timers() });
      const slow = loader.load('https://x.example/slow.js');
      const custom = loader.load('https://x.example/custom.js', { timeoutMs: 1000 });
      const outcomes = [slow.catch((e: unknown) => e), custom.catch((e: unknown) => e)];
      await vi.advanceTimersByTimeAsync(1000);
      expect(await outcomes[1]).toMatchObject({ reason: 'timeout', url: 'https://x.example/custom.js' });
      await vi.advanceTimersByTimeAsync(29_000);
      const error = await outcomes[0];
      expect(error).toBeInstanceOf(ScriptLoadError);
      expect(error).toMatchObject({
        reason: 'timeout',
        message: 'Script https://x.example/slow.js took too long to load',
      });
      appended[0]!.fire('load');
      expect(appended[0]!.removed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("calls the host's timers unbound (a browser's setTimeout refuses another `this`)", async () => {
    const { page, appended } = fakePage();
    const strict = {
      setTimeout(this: unknown, callback: () => void, ms: number) {
        if (this !== undefined) throw new TypeError('Illegal invocation');
        return setTimeout(callback, ms);
      },
      clearTimeout(this: unknown, timer: unknown) {
        if (this !== undefined) throw new TypeError('Illegal invocation');
        clearTimeout(timer as number);
      },
    };
    const loading = createScriptLoader({ page, ...strict }).load('https://x.example/api.js');
    appended[0]!.fire('load');
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects at once without a document (the server), touching nothing', async () => {
    const loader = createScriptLoader({ page: undefined, ...timers() });
    await expect(loader.load('https://x.example/api.js')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
