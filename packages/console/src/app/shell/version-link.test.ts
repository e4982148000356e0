import { describe, expect, it, vi } from 'vitest';
import { fetchLatestRelease } from './VersionLink';

describe('the new-version check', () => {
  it('reads latestRelease from the release info', async () => {
    const fetcher = vi.fn(async () => Response.json({ latestRelease: '1.4.0' }));
    await expect(fetchLatestRelease('https://releases.test/info.json', fetcher)).resolves.toBe('1.4.0');
  });

  it('only logs a failure: offline, an error status or a malformed answer just mean no dot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const fetcher of [
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
      vi.fn(async () => new Response('nope', { status: 503 })),
      vi.fn(async () => Response.json({ version: 2 })),
    ]) {
      await expect(fetchLatestRelease('https://releases.test/info.json', fetcher)).resolves.toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
