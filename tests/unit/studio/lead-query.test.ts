import { describe, expect, it } from 'vitest';
import { leadsBody, readLeadQuery, withChange, writeLeadQuery } from '../../../src/studio/leads/lead-query';

/** The leads screen's state as its address holds it: what a reload or a shared link brings back. */
const read = (search: string) => readLeadQuery(new URLSearchParams(search));

describe('the leads screen address', () => {
  it('brings back every filter, the search, the sort and the page of a shared link', () => {
    const query = read(
      'kind=payment&route=%2Fmansion&utm_source=news+letter&experiment=hero&arm=b&from=2026-11-01&to=2026-11-26&search=O%27Brien&sort=name&direction=asc&page=3&per_page=50',
    );
    expect(query).toEqual({
      kind: 'payment',
      route: '/mansion',
      utm_source: 'news letter',
      experiment: 'hero',
      arm: 'b',
      from: '2026-11-01',
      to: '2026-11-26',
      search: "O'Brien",
      sort: 'name',
      direction: 'asc',
      page: 3,
      per_page: 50,
    });
    expect(read(writeLeadQuery(query).toString())).toEqual(query);
  });

  it('leaves defaults out of the address, so the plain screen is plain /studio/leads', () => {
    expect(writeLeadQuery(read('')).toString()).toBe('');
    expect(read('')).toEqual({ kind: undefined, sort: 'created_at', direction: 'desc', page: 1, per_page: 25 });
  });

  it('ignores what the screen cannot show instead of sending it: unknown kinds and columns, bad dates and sizes, too long a search', () => {
    const query = read(`kind=admin&sort=password&direction=up&page=-4&per_page=1000&from=yesterday&search=${'x'.repeat(201)}`);
    expect(query).toEqual({ kind: undefined, sort: 'created_at', direction: 'desc', page: 1, per_page: 25 });
    expect(read('page=5000').page).toBe(1000);
  });

  it('starts again at page 1 when a filter changes, and keeps the page when only the page changes', () => {
    const onPage4 = read('page=4&utm_source=x');
    expect(withChange(onPage4, { route: '/villa' }).page).toBe(1);
    expect(withChange(onPage4, { per_page: 100 }).page).toBe(1);
    expect(withChange(onPage4, { page: 5 }).page).toBe(5);
  });

  it('sends studio_leads only what is set', () => {
    expect(leadsBody(read('kind=founder&search=ana'))).toEqual({
      kind: 'founder',
      search: 'ana',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
      per_page: 25,
    });
  });
});
