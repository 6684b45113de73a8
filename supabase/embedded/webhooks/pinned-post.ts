import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { SendWebhook } from '../../functions/drain-webhooks/drain.ts';

/**
 * The embedded server's webhook POST: node's http(s) request with a `lookup` that answers with the
 * addresses the drainer already checked, so the name is never resolved a second time (DNS
 * rebinding: a second answer could be 127.0.0.1). The Host header and TLS name stay the URL's,
 * so certificates are verified against the name as usual.
 */
export const postToCheckedAddress: SendWebhook = ({ url, addresses, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const answers = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const lookup: LookupFunction = (_hostname, options, callback) => {
      const [first] = answers;
      if (options.all) callback(null, answers);
      else if (first) callback(null, first.address, first.family);
      else callback(Object.assign(new Error('No checked address'), { code: 'ENOTFOUND' }), '', 4);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, signal, lookup, agent: false },
      (response) => {
        resolve(response.statusCode ?? 0);
        // The status is the answer; whatever body follows is not waited for.
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** Every address of this machine's interfaces (loopback, LAN, VPN…): a webhook must not reach them. */
export function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}
