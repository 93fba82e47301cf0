import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceFiles } from '@tests/support/sourceFiles';
import { loadWhenOnline } from './loadWhenOnline';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}
function comeBackOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

const chunkLoadError = () => Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadWhenOnline', () => {
  it('answers what the load answers', async () => {
    await expect(loadWhenOnline(async () => 'module')).resolves.toBe('module');
  });

  it('waits while offline, and loads again once back online', async () => {
    goOffline();
    const load = vi.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue('module');
    let settled = false;
    const loaded = loadWhenOnline(load).finally(() => (settled = true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    // Still offline: no error (which would reach the root's error page), no second try yet.
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    comeBackOnline();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failure that came while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = chunkLoadError();
    await expect(loadWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
  });
});

describe('the code the pages load after their first load', () => {
  it('goes through loadWhenOnline in every dynamic() and lazy() component', () => {
    const bare = sourceFiles(path.resolve(__dirname, '../..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w.])(?:dynamic|lazy)\(([\s\S]{0,40})/g)]
        .map((match) => match[1]!.replace(/\s+/g, ' ').trim())
        // Not a call: the name in a comment ("a `dynamic()` import", "dynamic(…, { ssr: false })").
        .filter((loader) => !loader.startsWith('() => loadWhenOnline(') && !/^[…)]/.test(loader))
        .map((loader) => `${path.relative(process.cwd(), file)}: ${loader}`),
    );
    expect(bare).toEqual([]);
  });
});
