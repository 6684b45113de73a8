import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { PageList, PageSummary } from '../../editor/pages-contract';
import { studioControl } from '../ui/field';
import { EmptyState, ErrorState, ScreenSkeleton, Skeleton } from '../ui/states';
import { canEdit, editorHref, loadPageList, pagesKey } from './pages-data';
import { ReadOnlyPage } from './read-only-page';

/**
 * The editor (the YAML editing, the preview, the drag and drop) loads only when a page is opened,
 * and only under the dev server: a production build leaves it out and shows pages read-only.
 */
const PageEditor = import.meta.env.DEV ? lazy(() => import('./page-editor')) : undefined;

/** /pages lists every variant; /pages/edit?file=… edits one (under npm start) or shows it read-only. */
export default function PagesPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const file = params.get('file');
  if (pathname.endsWith('/edit') && file) {
    if (!PageEditor) return <ReadOnlyPage file={file} />;
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <PageEditor key={file} file={file} />
      </Suspense>
    );
  }
  return <PagesList />;
}

function PagesList() {
  const list = useQuery({ queryKey: pagesKey, queryFn: loadPageList, staleTime: 0 });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  return (
    <section aria-labelledby="pages-title" className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="pages-title" className="text-xl font-semibold text-ink">
            Pages
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-ink/70">
            {canEdit
              ? 'Every variant in variants/. Open one to edit it beside its preview; saving writes the YAML file as you would.'
              : 'Every variant of this build, read-only. Pages are edited under npm start, where the files can be written, and reach the site through git.'}
          </p>
        </div>
        <div className="w-full sm:w-64">
          <label htmlFor="pages-search" className="sr-only">
            Find a page
          </label>
          <input
            id="pages-search"
            type="search"
            placeholder="Find by route, title or file"
            className={studioControl}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading pages" className="space-y-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : list.error ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <PagesTable list={list.data} query={query} />
      )}
    </section>
  );
}

const matches = (page: PageSummary, query: string) =>
  !query || [page.route, page.title, page.file, page.extends].some((text) => text?.toLowerCase().includes(query));

const wideColumns = ['Language', 'Builds on', 'Experiments', 'Status'];

function PagesTable({ list, query }: { list: PageList; query: string }) {
  const pages = list.pages.filter((page) => matches(page, query));
  if (!list.pages.length) return <EmptyState title="No variants yet">Add a file to variants/, or run npm run new -- variant /spring --from home.</EmptyState>;
  if (!pages.length) return <EmptyState title={`No page matches “${query}”`} />;
  const broken = list.pages.filter((page) => page.problems.length).length;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink/70" aria-live="polite">
        {pages.length === list.pages.length ? `${list.pages.length} pages` : `${pages.length} of ${list.pages.length} pages`}
        {broken ? ` · ${broken} with problems` : ''}
      </p>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-left text-sm sm:min-w-[40rem]">
          <caption className="sr-only">Pages, their routes and what they build on</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs text-ink/70">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Page
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Route
              </th>
              {/* On a phone these are written under the route (PageRow). */}
              {wideColumns.map((name) => (
                <th key={name} scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {pages.map((page) => (
              <PageRow key={page.file} page={page} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PageRow({ page }: { page: PageSummary }) {
  return (
    <tr className="align-top hover:bg-stone-50">
      <th scope="row" className="px-3 py-2 font-normal">
        <Link to={editorHref(page.file)} className="font-medium text-ocean underline-offset-2 hover:underline">
          {page.title ?? page.name}
        </Link>
        <span className="block font-mono text-xs text-ink/60">{page.file}</span>
        {/* On a phone the language, parent and status columns are left out: said here instead. */}
        <span className="block text-xs text-ink/70 sm:hidden">
          {[page.locale, page.extends && `builds on ${page.extends}`].filter(Boolean).join(' · ')}
          {page.problems.length > 0 && (
            <span className="font-medium text-danger">{` · ${page.problems.length === 1 ? '1 problem' : `${page.problems.length} problems`}`}</span>
          )}
        </span>
      </th>
      <td className="px-3 py-2 font-mono text-xs">{page.route ?? '—'}</td>
      <td className="hidden px-3 py-2 sm:table-cell">{page.locale ?? '—'}</td>
      <td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">{page.extends ?? '—'}</td>
      <td className="hidden px-3 py-2 text-xs sm:table-cell">
        {page.experiments.length ? page.experiments.map((use) => <span key={use.name} className="block">{`${use.name} (${use.arm})`}</span>) : '—'}
      </td>
      <td className="hidden px-3 py-2 text-xs sm:table-cell">
        {page.problems.length ? (
          <span className="font-medium text-danger">{page.problems.length === 1 ? '1 problem' : `${page.problems.length} problems`}</span>
        ) : (
          <span className="text-emerald-700">Valid</span>
        )}
      </td>
    </tr>
  );
}
