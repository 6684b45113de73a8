import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { studioClient } from '../api';
import { Field, studioControl } from '../ui/field';
import { ScreenSkeleton } from '../ui/states';
import { StudioButton } from '../ui/studio-button';
import { returnPath, useSession } from './session';

/**
 * Email and password, sent as typed: the backend decides what is missing or wrong, and its
 * words are shown as given (invalid credentials, the lockout with the time left, the spec's
 * text for a missing email or password), with what was typed kept in the fields.
 */
export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  if (session.status === 'loading') return <ScreenSkeleton />;
  if (session.status === 'signedIn' && !pending) return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const { error: refused } = await (await studioClient()).auth.signInWithPassword({ email, password });
      if (refused) setError(refused.message);
      else navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="text-sm font-semibold tracking-wide text-lagoon uppercase">Landfall studio</p>
        <h1 className="mt-1 text-2xl font-semibold text-ink">Sign in</h1>
        <p className="mt-1 text-sm text-ink/70">The marketers' area: leads, results, experiments and webhooks.</p>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-busy={pending}>
          <Field id="email" label="Email">
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              className={studioControl}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-error' : undefined}
            />
          </Field>
          <Field id="password" label="Password">
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              className={studioControl}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-error' : undefined}
            />
          </Field>
          {error && (
            <p id="sign-in-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
              {error}
            </p>
          )}
          <StudioButton type="submit" className="w-full" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </StudioButton>
        </form>
      </div>
    </main>
  );
}
