import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../engine/variants-dir';
import { postgresBin } from './postgres-cluster';

/** The SQL suite's second engine is required, not optional: its absence is an error that says what to install. */
describe('finding PostgreSQL for the SQL suite', () => {
  it('names the Debian package to install when no PostgreSQL is on the machine (not a silent skip)', () => {
    const emptyDebian = tempDir('no-postgresql');
    expect(() => postgresBin({ PATH: '' }, emptyDebian)).toThrow(/Install Debian's package `postgresql` \(sudo apt-get install postgresql\)/);
  });

  it('says so when LANDFALL_PG_BIN points at a folder without initdb and postgres', () => {
    expect(() => postgresBin({ LANDFALL_PG_BIN: path.join(tempDir('nothing'), 'bin') })).toThrow(/LANDFALL_PG_BIN=.* holds no initdb and postgres/);
  });
});
