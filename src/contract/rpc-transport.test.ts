import { describe, expect, it } from 'vitest';
import { callRpc, decodeAnswer, type Wire } from './rpc-transport';

/** PostgREST's error body, as the embedded server and Supabase write it. */
const refusal = (code: string, message: string, details: string | null = null) => ({ code, message, details, hint: null });

describe('the transport decodes every answer in one place, for site and studio alike', () => {
  it('passes a 2xx body through as data', () => {
    expect(decodeAnswer({ status: 200, body: { ok: true, id: 'x' } })).toEqual({ ok: true, data: { ok: true, id: 'x' } });
    expect(decodeAnswer({ status: 204, body: null })).toEqual({ ok: true, data: null });
  });

  it("reads LF400's refused fields from its details, keeping only the messages", () => {
    const answer = decodeAnswer({ status: 400, body: refusal('LF400', 'Invalid email format', '{"email": "Invalid email format", "n": 1}') });
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        status: 400,
        code: 'LF400',
        message: 'Invalid email format',
        details: '{"email": "Invalid email format", "n": 1}',
        fields: { email: 'Invalid email format' },
      },
    });
  });

  it('names the rate limit (LF429) and a refusal (LF409), and reads the fields of a 400 of another code (the profile, 22023)', () => {
    const kindOf = (status: number, body: unknown) => {
      const answer = decodeAnswer({ status, body });
      return answer.ok ? 'ok' : answer.error.kind;
    };
    expect(kindOf(429, refusal('LF429', 'Too many requests'))).toBe('rate-limited');
    expect(kindOf(409, refusal('LF409', 'Already completed'))).toBe('conflict');
    expect(kindOf(401, refusal('42501', 'permission denied for function studio_leads'))).toBe('other');
    const profile = decodeAnswer({ status: 400, body: refusal('22023', 'Username is taken', '{"username": "Username is taken"}') });
    expect(profile.ok ? {} : { kind: profile.error.kind, fields: profile.error.fields }).toEqual({ kind: 'other', fields: { username: 'Username is taken' } });
  });

  it('keeps a body that is not JSON as the message, and details that are not a map as no fields', () => {
    const answer = decodeAnswer({ status: 502, body: 'Bad gateway' });
    expect(answer.ok ? undefined : answer.error).toMatchObject({ kind: 'other', status: 502, code: undefined, message: 'Bad gateway', fields: {} });
    const garbled = decodeAnswer({ status: 400, body: refusal('LF400', 'Invalid', 'not json') });
    expect(garbled.ok ? undefined : garbled.error).toMatchObject({ kind: 'validation', fields: {} });
  });

  it('answers unreachable, never throws, when no answer comes (a failed fetch, or supabase-js status 0)', async () => {
    const offline: Wire = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await callRpc(offline, 'live_offer_counts', {})).toMatchObject({
      ok: false,
      error: { kind: 'unreachable', status: 0, message: 'TypeError: Failed to fetch' },
    });
    const supabaseOffline: Wire = async () => ({ status: 0, body: { message: 'FetchError: offline', details: '', hint: '', code: '' } });
    expect(await callRpc(supabaseOffline, 'studio_me', {})).toMatchObject({ ok: false, error: { kind: 'unreachable', status: 0 } });
  });
});
