import { fetchWire, rpcCaller } from '../../contract/rpc-transport';
import type { Rpcs, VisitorRpc } from '../../contract/rpcs';
import { anonKey, backendUrl } from './config';

/**
 * The pages' one way to call an RPC: the contract's visitor calls only, over a plain fetch with
 * the public key (no client library to load), answers decoded by the shared transport.
 */
export const visitorRpc = rpcCaller<Pick<Rpcs, VisitorRpc>>(() => fetchWire(backendUrl(), anonKey()));
