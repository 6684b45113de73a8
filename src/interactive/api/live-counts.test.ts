// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { fetchLiveCounts } from './live-counts';

describe('fetchLiveCounts (the embedded backend, over HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers countries and products; behaviours started together share one request, a later call asks again', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const fetched = vi.spyOn(globalThis, 'fetch');
    const [grid, banner] = await Promise.all([fetchLiveCounts(), fetchLiveCounts()]);
    expect(grid).toEqual({ countries: {}, products: {} });
    expect(banner).toBe(grid);
    expect(fetched).toHaveBeenCalledTimes(1);
    await fetchLiveCounts();
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
