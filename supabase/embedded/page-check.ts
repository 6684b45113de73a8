import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads every page of every table and index file in a PostgreSQL data folder and checks it the
 * way Postgres checks a page it reads (PageIsVerified in bufpage.c): a sane header and, with
 * data checksums on (PGlite's initdb turns them on), a matching checksum; all-zero pages are new
 * and fine. Whether checksums are on is read from the first page in use (Postgres writes 1-65535
 * there when they are on, and leaves 0 when they are off). Done in plain Node before the database opens, because opening writes (pg_control,
 * the WAL): a folder found damaged is left exactly as it was.
 */
const BLCKSZ = 8192;
/** Blocks per 1 GB segment file (`16384.1` continues `16384`). */
const RELSEG_BLOCKS = 131072;
const PD_VALID_FLAG_BITS = 0x0007;
const FNV_PRIME = 16777619;
// PostgreSQL's src/include/storage/checksum_impl.h: the start state of each of the 32 lanes.
const BASE_OFFSETS = [
  0x5b1f36e9, 0xb8525960, 0x02ab50aa, 0x1de66d2a, 0x79ff467a, 0x9bb9f8a3, 0x217e7cd2, 0x83e13d2c, 0xf8d4474f, 0xe39eb970, 0x42c6ae16, 0x993216fa, 0x7b093b5d,
  0x98daff3c, 0xf718902a, 0x0b1c9cdb, 0xe58f764b, 0x187636bc, 0x5d7b3bb1, 0xe73de7de, 0x92bec979, 0xcca6c0b2, 0x304a0979, 0x85aa43d4, 0x783125bb, 0x6ca8eaa2,
  0xe407eac6, 0x4b5cfc3e, 0x9fbf8c76, 0x15ca20be, 0xf2ca9fd3, 0x959bd756,
];

function mix(sum: number, value: number): number {
  const tmp = (sum ^ value) >>> 0;
  return (Math.imul(tmp, FNV_PRIME) ^ (tmp >>> 17)) >>> 0;
}

/** pg_checksum_page: the page's words folded into 32 FNV-1a lanes, with pd_checksum read as 0. */
export function pageChecksum(page: Buffer, blockNumber: number): number {
  const sums = [...BASE_OFFSETS];
  for (let row = 0; row < BLCKSZ / 128; row++) {
    for (let lane = 0; lane < 32; lane++) {
      const offset = row * 128 + lane * 4;
      // pd_checksum (bytes 8-9) counts as zero: it sits in the low half of word 2.
      const word = offset === 8 ? page.readUInt32LE(8) & 0xffff0000 : page.readUInt32LE(offset);
      sums[lane] = mix(sums[lane] ?? 0, word);
    }
  }
  let result = 0;
  for (let lane = 0; lane < 32; lane++) result = (result ^ mix(mix(sums[lane] ?? 0, 0), 0)) >>> 0;
  return (((result ^ blockNumber) >>> 0) % 65535) + 1;
}

/** Why Postgres would refuse this page, or undefined when it would read it. */
export function pageProblem(page: Buffer, blockNumber: number, checksums: boolean): string | undefined {
  const upper = page.readUInt16LE(14);
  if (upper === 0) return page.every((byte) => byte === 0) ? undefined : 'a page that should be empty holds data';
  const flags = page.readUInt16LE(10);
  const lower = page.readUInt16LE(12);
  const special = page.readUInt16LE(16);
  const sane = (flags & ~PD_VALID_FLAG_BITS) === 0 && lower <= upper && upper <= special && special <= BLCKSZ && special % 8 === 0;
  if (!sane) return 'its header is not a page header';
  if (checksums && pageChecksum(page, blockNumber) !== page.readUInt16LE(8)) return 'its checksum does not match';
  return undefined;
}

/** Relation files: `<filenode>`, its `_fsm`, `_vm` and `_init` forks, and their `.N` segments. */
const RELATION_FILE = /^\d+(?:_(?:fsm|vm|init))?(?:\.(\d+))?$/;

/** The first damaged page found, as `base/5/16401 block 0: reason`, or undefined. */
export function findDamagedPage(dataDir: string): string | undefined {
  const page = Buffer.alloc(BLCKSZ);
  let checksums: boolean | undefined;
  const folders = ['global', ...readdirSync(join(dataDir, 'base')).map((db) => join('base', db))];
  for (const folder of folders) {
    for (const name of readdirSync(join(dataDir, folder))) {
      const match = RELATION_FILE.exec(name);
      if (!match) continue;
      const file = join(folder, name);
      const fd = openSync(join(dataDir, file), 'r');
      try {
        for (let block = 0; ; block++) {
          const read = readSync(fd, page, 0, BLCKSZ, block * BLCKSZ);
          if (read === 0) break;
          if (read < BLCKSZ) return `${file} ends in a partial page`;
          if (checksums === undefined && page.readUInt16LE(14) !== 0) checksums = page.readUInt16LE(8) !== 0;
          const problem = pageProblem(page, Number(match[1] ?? 0) * RELSEG_BLOCKS + block, checksums ?? false);
          if (problem) return `${file} block ${block}: ${problem}`;
        }
      } finally {
        closeSync(fd);
      }
    }
  }
  return undefined;
}
