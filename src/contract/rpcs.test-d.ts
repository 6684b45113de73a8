import { describe, expectTypeOf, it } from 'vitest';
import { visitorRpc } from '../interactive/api/visitor-rpc';
import { rpc } from '../studio/api';
import type { RpcAnswer } from './rpc-transport';
import type { MarketerRpc, RpcInput, VisitorRpc } from './rpcs';

/** The typed calls: a name the contract does not hold, or a body it does not take, does not compile. */
describe('calls keyed by the contract', () => {
  it('take the contract names and bodies', () => {
    expectTypeOf(visitorRpc('plot_board_taken', { board: 'sumba' })).toEqualTypeOf<Promise<RpcAnswer>>();
    expectTypeOf<RpcInput<'studio_set_webhook'>>().toEqualTypeOf<{ id: string; active: boolean }>();
    expectTypeOf<'studio_me'>().toExtend<MarketerRpc>();
    expectTypeOf<'submit_contact'>().toExtend<VisitorRpc>();
  });

  it('refuse a wrong name, a wrong body, and a marketer call from a page', () => {
    // Never called: only compiled (tsc runs over this file).
    const calls = () => [
      // @ts-expect-error: no such RPC
      visitorRpc('plot_board_takn', { board: 'sumba' }),
      // @ts-expect-error: board is a string
      visitorRpc('plot_board_taken', { board: 3 }),
      // @ts-expect-error: a page calls visitor RPCs only
      visitorRpc('studio_leads', {}),
      // @ts-expect-error: active is missing
      rpc('studio_set_webhook', { id: 'x' }),
      // @ts-expect-error: the service's RPCs are called with the service key, never from a browser
      rpc('mark_payment_canceled', { sessionId: 'cs_x' }),
    ];
    expectTypeOf(calls).toBeFunction();
  });
});
