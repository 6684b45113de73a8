import { describe, expect, it } from 'vitest';
import { resultTable } from '../../scripts/bench/table';

const row = { route: '/mex', jsKb: 8.7, requests: 2, react: 'no', score: 99, lcpRatio: 1, cls: 0 };

describe('npm run bench:pages: the table of results', () => {
  it("prints the script-free page's TBT beside the page's, and a TBT miss says when the HTML alone misses it too", () => {
    const { table, missed } = resultTable([
      { ...row, tbt: 92, scriptFreeTbt: 81 },
      { ...row, route: '/deal', tbt: 64, scriptFreeTbt: 12 },
      { ...row, route: '/city', tbt: 20, scriptFreeTbt: 70 },
    ]);
    const header = table
      .split('\n')[0]!
      .split('|')
      .map((cell) => cell.trim());
    expect(header.slice(header.indexOf('TBT ms'), header.indexOf('TBT ms') + 2)).toEqual(['TBT ms', 'script-free TBT ms']);
    expect(table).toMatch(/\| \/mex +\|.*\| +92 ✗ \| +81 \|/);
    expect(missed).toEqual(['/mex: TBT 92 ms > 50 ms (script-free: 81 ms, so the HTML alone misses it)', '/deal: TBT 64 ms > 50 ms (script-free: 12 ms)']);
  });

  it('reads a saved run from before the script-free TBT was measured, with a dash in its place', () => {
    const { table, missed } = resultTable([{ ...row, tbt: 70 }]);
    expect(table).toMatch(/\| +70 ✗ \| +- \|/);
    expect(missed).toEqual(['/mex: TBT 70 ms > 50 ms']);
  });
});
