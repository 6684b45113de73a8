import { type ComponentType, lazy, Suspense } from 'react';
import { ScreenSkeleton } from '../ui/states';

/**
 * Results, Experiments, Webhooks, Profile and Pages load on first visit, each in its own chunk: the leads
 * screen, where a marketer lands, never waits for the chart code. Found by glob so a screen
 * folder still being written leaves its route with a note instead of breaking the build.
 */
type PageModule = { default: ComponentType };
const modules = import.meta.glob<PageModule>([
  '../results/{results-page,ResultsPage}.tsx',
  '../experiments/{experiments-page,ExperimentsPage}.tsx',
  '../webhooks/{webhooks-page,WebhooksPage}.tsx',
  '../profile/profile-page.tsx',
  '../pages/PagesPage.tsx',
]);

export type Screen = 'results' | 'experiments' | 'webhooks' | 'profile' | 'pages';

const loader = (screen: Screen) => Object.entries(modules).find(([path]) => path.startsWith(`../${screen}/`))?.[1];

/**
 * Fetches a screen's chunk before it is opened (a pointer over its nav link, or focus on it), so
 * the click finds it loaded; the browser keeps the module, and lazy() below reuses it.
 */
export function preloadScreen(screen: Screen): void {
  void loader(screen)?.();
}

const screens = new Map<Screen, ComponentType>();
function screenComponent(screen: Screen): ComponentType | undefined {
  const known = screens.get(screen);
  if (known) return known;
  const load = loader(screen);
  if (!load) return undefined;
  const component = lazy(load);
  screens.set(screen, component);
  return component;
}

export function LazyScreen({ screen }: { screen: Screen }) {
  const Page = screenComponent(screen);
  if (!Page) return <p className="p-6 text-sm text-ink/70">This screen is not part of this build.</p>;
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Page />
    </Suspense>
  );
}
