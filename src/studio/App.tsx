import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StudioError, studioClient } from './api';
import { RequireMarketer } from './auth/require-marketer';
import { SessionProvider } from './auth/session';
import { SignInPage } from './auth/sign-in-page';
import { StudioLayout } from './layout/studio-layout';
import { LeadsPage } from './leads/leads-page';
import { LazyScreen } from './layout/lazy-screen';
import { STUDIO_BASE } from './paths';

/** A session that ended on the server (expired, revoked) signs out here too: the guard then asks for sign-in. */
const endedSession = (error: unknown) => error instanceof StudioError && error.status === 401;

function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (endedSession(error)) void studioClient().then((client) => client.auth.signOut({ scope: 'local' }));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof StudioError && error.signedOut) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

const queryClient = makeQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter basename={STUDIO_BASE}>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route element={<RequireMarketer />}>
              <Route element={<StudioLayout />}>
                <Route index element={<Navigate to="/leads" replace />} />
                <Route path="/leads" element={<LeadsPage />} />
                <Route path="/results" element={<LazyScreen screen="results" />} />
                <Route path="/experiments" element={<LazyScreen screen="experiments" />} />
                <Route path="/webhooks" element={<LazyScreen screen="webhooks" />} />
                <Route path="/profile" element={<LazyScreen screen="profile" />} />
                <Route path="/pages/*" element={<LazyScreen screen="pages" />} />
                <Route path="*" element={<Navigate to="/leads" replace />} />
              </Route>
            </Route>
          </Routes>
        </BrowserRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}
