/**
 * The table of RPCs in docs/developers/rpcs.md, from the contract (src/contract/rpcs.ts): written
 * between its markers by `npm run generate`, so the docs cannot name an RPC the server does not
 * serve, or a limit it does not keep.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { grantedRoles, KB, leadContextKeys, type RpcEntry, rpcs } from '../src/contract/rpcs';

export const rpcTableFile = 'docs/developers/rpcs.md';
const begin = /<!-- rpc-table: [^>]*-->\n/;
const end = '<!-- /rpc-table -->';

/** The body's keys as the caller writes them: `phone?` when optional, the lead context as one. */
function bodyOf(input: RpcEntry['input']): string {
  const schema = z.toJSONSchema(input, { io: 'input' });
  const properties = Object.keys(typeof schema.properties === 'object' ? schema.properties : {});
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const withContext = leadContextKeys.every((key) => properties.includes(key));
  const keys = properties.filter((key) => !(withContext && leadContextKeys.includes(key))).map((key) => `\`${key}${required.has(key) ? '' : '?'}\``);
  return [...keys, ...(withContext ? ['lead context'] : [])].join(', ') || '`{}`';
}

export function rpcTable(contract: Readonly<Record<string, RpcEntry>> = rpcs): string {
  const rows = Object.entries(contract).map(
    ([name, entry]) =>
      `| \`${name}\` | ${entry.caller} (${grantedRoles[entry.caller].join(', ')}) | ${entry.caller === 'service' ? 'not served' : `${entry.limit / KB} KB`} | ${bodyOf(entry.input)} | ${entry.does} |`,
  );
  return ['| RPC | caller (granted to) | body limit | body | what it does |', '|---|---|---|---|---|', ...rows, ''].join('\n');
}

/** The doc with its table between the markers replaced by the contract's. */
export function rpcTableSource(root: string): string {
  const doc = readFileSync(join(root, rpcTableFile), 'utf8');
  const start = doc.match(begin);
  const stop = doc.indexOf(end);
  if (!start || start.index === undefined || stop < start.index) throw new Error(`${rpcTableFile}: the rpc-table markers are missing`);
  const from = start.index + start[0].length;
  return `${doc.slice(0, from)}${rpcTable()}${doc.slice(stop)}`;
}
