import { NavLink, Outlet, useOutletContext } from 'react-router-dom';
import { clsx } from 'clsx';
import { type Me, useSignOut } from '../auth/require-marketer';
import { AccountName } from '../profile/account-name';
import { StudioButton } from '../ui/studio-button';
import { preloadScreen, type Screen } from './lazy-screen';

const screens: { to: string; label: string; lazy?: Screen; wideOnly?: boolean }[] = [
  { to: '/leads', label: 'Leads' },
  { to: '/results', label: 'Results', lazy: 'results' },
  { to: '/experiments', label: 'Experiments', lazy: 'experiments' },
  { to: '/pages', label: 'Pages', lazy: 'pages' },
  { to: '/webhooks', label: 'Webhooks', lazy: 'webhooks' },
  // On phones the row would push it off screen; the account name in the header leads there too.
  { to: '/profile', label: 'Profile', lazy: 'profile', wideOnly: true },
];

/** Props that fetch a lazy screen's chunk when its link is pointed at or focused. */
const preloadOn = (screen: Screen | undefined) => (screen ? { onPointerEnter: () => preloadScreen(screen), onFocus: () => preloadScreen(screen) } : {});

const navLink = ({ isActive }: { isActive: boolean }) =>
  clsx('block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap', isActive ? 'bg-ocean text-white' : 'text-ink/80 hover:bg-stone-200/70');

/** The left nav (a row on phones), the signed-in email and Sign out on top, the screen beside them. */
export function StudioLayout() {
  const me = useOutletContext<Me>();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen md:grid md:grid-cols-[12rem_1fr]">
      <a
        href="#studio-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="border-b border-stone-200 bg-white md:min-h-screen md:border-r md:border-b-0">
        <p className="px-4 pt-3 text-sm font-semibold text-ocean md:pt-5">Landfall studio</p>
        <nav aria-label="Studio" className="overflow-x-auto px-2 py-2 md:py-4">
          <ul className="flex gap-1 md:flex-col">
            {screens.map((screen) => (
              <li key={screen.to} className={screen.wideOnly ? 'hidden md:block' : undefined}>
                <NavLink to={screen.to} className={navLink} {...preloadOn(screen.lazy)}>
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex items-center justify-end gap-3 border-b border-stone-200 bg-white px-4 py-2">
          <NavLink
            to="/profile"
            {...preloadOn('profile')}
            className="flex min-w-0 rounded-md px-2 py-1 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean"
          >
            <span className="sr-only">Your profile: </span>
            <AccountName email={me.email} />
          </NavLink>
          <StudioButton variant="secondary" onClick={() => void signOut()}>
            Sign out
          </StudioButton>
        </header>
        <main id="studio-main" className="min-w-0 px-4 py-5 md:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
