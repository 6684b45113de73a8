/**
 * Refusals in Supabase Auth's (GoTrue's) error form, { code: <HTTP status>, error_code, msg }:
 * supabase-js reads error_code into AuthApiError.code and msg into AuthApiError.message, so
 * signInWithPassword hands the texts below to the page as error.message.
 */
export interface AuthRefusal {
  status: 400 | 401 | 403 | 404 | 405 | 500;
  body: { code: number; error_code: string; msg: string };
}

const refusal = (status: AuthRefusal['status'], errorCode: string, msg: string): AuthRefusal => ({
  status,
  body: { code: status, error_code: errorCode, msg },
});

/** The spec's error texts (product-spec.md §8, "Auth with neither email nor phone"; GoTrue's wording for the rest). */
export const authTexts = {
  missingCredentials: 'You must provide either an email or phone number and a password',
  invalidCredentials: 'Invalid login credentials',
  unavailable: 'Sign-in is unavailable right now. Please try again later.',
} as const;

export const refusals = {
  missingCredentials: () => refusal(400, 'validation_failed', authTexts.missingCredentials),
  invalidCredentials: () => refusal(400, 'invalid_credentials', authTexts.invalidCredentials),
  /** The lockout text comes from SQL (public.login_lockout_message), the same one the Supabase hook returns. */
  lockedOut: (message: string) => refusal(400, 'invalid_credentials', message),
  /** The lockout check itself failed: refuse, never let anyone in on an error. */
  unavailable: () => refusal(500, 'unexpected_failure', authTexts.unavailable),
  badGrant: () => refusal(400, 'validation_failed', 'Unsupported grant type'),
  badJson: () => refusal(400, 'bad_json', 'Could not parse request body as JSON'),
  nulInText: () => refusal(400, 'validation_failed', 'Text in the request may not hold a NUL character'),
  refreshNotFound: () => refusal(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => refusal(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noToken: () => refusal(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badToken: (why: string) => refusal(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`),
  sessionGone: () => refusal(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  noApiKey: () => refusal(401, 'no_api_key', 'No API key found in request'),
};
