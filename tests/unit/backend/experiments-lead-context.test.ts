// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPayment, submitForm } from '../../../src/interactive/api/client';
import { submitEarlyAccess } from '../../../src/interactive/api/early-access';
import { experimentArm } from '../../../src/interactive/api/experiment-arm';
import { founder, startTestServer, type TestServer } from './http-harness';

/**
 * Conversions attributed per arm (issue 12): a page of an experiment carries
 * body[data-experiment][data-arm], and every submission and payment start from it stores them,
 * through the browser's real client and the embedded backend over HTTP. A forced preview
 * (?variant=) stores none: previews are never counted.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withOrigin: true });
});
afterAll(() => server?.close());
afterEach(() => {
  vi.unstubAllEnvs();
  delete document.body.dataset.experiment;
  delete document.body.dataset.arm;
  history.replaceState(null, '', '/');
});

function onArm(search = '') {
  vi.stubEnv('VITE_SUPABASE_URL', server.url);
  document.body.dataset.experiment = 'home-headline';
  document.body.dataset.arm = 'sumba';
  history.replaceState(null, '', `/${search}`);
}

const stored = async (sql: string, param: string) => (await server.backend.db.query(sql, [param])).rows[0];

describe('experimentArm', () => {
  it('names the arm the page says it is, and nothing outside an experiment or in a forced preview', () => {
    expect(experimentArm()).toEqual({});
    onArm();
    expect(experimentArm()).toEqual({ experiment: 'home-headline', arm: 'sumba' });
    history.replaceState(null, '', '/?utm_source=google&variant=sumba');
    expect(experimentArm()).toEqual({});
  });
});

describe('submissions from a page of an experiment', () => {
  it('store the arm with a founder application', async () => {
    onArm('?utm_source=google');
    const result = await submitForm('submit_founder_application', { ...founder, email: 'arm-founder@example.com' });
    if (!result.ok) throw new Error(`submission failed: ${JSON.stringify(result)}`);
    expect(await stored('select experiment, arm, utm from founder_applications where id = $1', result.id)).toEqual({
      experiment: 'home-headline',
      arm: 'sumba',
      utm: { source: 'google' },
    });
  });

  it('store the arm with an early-access sign-up', async () => {
    onArm();
    expect(await submitEarlyAccess('arm-early@example.com')).toEqual({ ok: true });
    expect(await stored('select experiment, arm from early_access_signups where email = $1', 'arm-early@example.com')).toEqual({
      experiment: 'home-headline',
      arm: 'sumba',
    });
  });

  it('store the arm with the payment a Pay button starts', async () => {
    onArm();
    const result = await startPayment('world-cup-land');
    if (!result.ok) throw new Error('payment did not start');
    const session = new URL(result.url).searchParams.get('session_id') ?? '';
    expect(await stored('select experiment, arm from payments where stripe_session_id = $1', session)).toEqual({
      experiment: 'home-headline',
      arm: 'sumba',
    });
  });

  it('store no arm from a forced preview', async () => {
    onArm('?variant=sumba');
    const result = await submitForm('submit_founder_application', { ...founder, email: 'arm-preview@example.com' });
    if (!result.ok) throw new Error(`submission failed: ${JSON.stringify(result)}`);
    expect(await stored('select experiment, arm from founder_applications where id = $1', result.id)).toEqual({ experiment: null, arm: null });
  });
});
