import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config';
import { expect, test } from './support';

/**
 * The browser tests share one server for the whole run, and the founder form allows 4
 * applications an hour per visitor. Each test is its own visitor (the `visitor` fixture sends
 * cf-connecting-ip, and playwright.config.ts tells the embedded server to read that header), so
 * tests that submit forms do not use up each other's limit.
 */
test('each test visitor is counted apart: five applications from five visitors are all accepted (was: the server ignored the header, and the fifth application of a run got 429)', async ({
  playwright,
}) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 5; i++) {
    // Five visitors no other test is: the fixture's addresses are in 2001:db8::/32, these in the
    // other documentation prefix, 3fff::/20.
    const address = `3fff:0:0:${i}::1`;
    const api = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'cf-connecting-ip': address, apikey: EMBEDDED_ANON_KEY },
    });
    const answer = await api.post('/rest/v1/rpc/submit_founder_application', {
      data: { name: 'Ada Lovelace', email: `visitor-${i}@example.com`, phone: '20 7946 0958', countryCode: '+44', country: 'GB' },
    });
    statuses.push(answer.status());
    await api.dispose();
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
});

test('one visitor still gets four applications an hour, and the fifth is refused with 429', async ({ page }) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const answer = await page.request.post('/rest/v1/rpc/submit_founder_application', {
      headers: { apikey: EMBEDDED_ANON_KEY },
      data: { name: 'Ada Lovelace', email: `same-visitor-${i}@example.com`, phone: '20 7946 0958', countryCode: '+44', country: 'GB' },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
});
