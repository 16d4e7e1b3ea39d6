// The loader every on-demand part of the card form shares (request part, secured fields' page side).
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../headless/core/store/on-demand';

describe('onDemand', () => {
  it('loads once: callers share the load on its way and the part once loaded', async () => {
    const part = { name: 'part' };
    const importer = vi.fn(() => Promise.resolve(part));
    const loader = onDemand(importer);
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(part);
    expect(second).toBe(part);
    expect(loader.loaded()).toBe(part);
    await expect(loader.load()).resolves.toBe(part);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the caller gets the error, the next call loads again', async () => {
    const failure = new Error('chunk failed');
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('part');
    const loader = onDemand(importer);
    await expect(loader.load()).rejects.toBe(failure);
    expect(loader.loaded()).toBeNull();
    await expect(loader.load()).resolves.toBe('part');
    expect(loader.loaded()).toBe('part');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
