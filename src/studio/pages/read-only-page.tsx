import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorState, ScreenSkeleton } from '../ui/states';
import { loadPageList, pagesKey } from './pages-data';

export function BackLink() {
  return (
    <Link to="/pages" className="inline-flex items-center gap-1 text-sm text-ocean underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All pages
    </Link>
  );
}

/**
 * In a production build: what the page is and where it lives. The built pages refuse to be framed
 * (frame-ancestors 'none') and the studio frames nothing, so the page opens in its own tab.
 */
export function ReadOnlyPage({ file }: { file: string }) {
  const list = useQuery({ queryKey: pagesKey, queryFn: loadPageList });
  if (list.isPending) return <ScreenSkeleton />;
  if (list.error) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const page = list.data.pages.find((p) => p.file === file);
  return (
    <section aria-labelledby="page-editor-heading" className="max-w-3xl space-y-4">
      <BackLink />
      <h1 id="page-editor-heading" className="text-xl font-semibold text-ink">
        {page?.title ?? file}
      </h1>
      <p className="text-sm text-ink/70">
        Read-only: a built site cannot write its files. Edit <code className="font-mono">{file}</code> under <code className="font-mono">npm start</code>, then
        commit it.
      </p>
      {page && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
          <dt className="text-ink/70">Route</dt>
          <dd className="font-mono">{page.route ?? '—'}</dd>
          <dt className="text-ink/70">Language</dt>
          <dd>{page.locale ?? '—'}</dd>
          <dt className="text-ink/70">Builds on</dt>
          <dd className="font-mono">{page.extends ?? '—'}</dd>
          <dt className="text-ink/70">Experiments</dt>
          <dd>{page.experiments.length ? page.experiments.map((use) => `${use.name} (arm ${use.arm})`).join(', ') : '—'}</dd>
        </dl>
      )}
      {page?.route && page.route !== '*' && (
        <a href={page.route} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-ocean underline-offset-2 hover:underline">
          Open {page.route} <ExternalLink aria-hidden="true" className="size-3" />
          <span className="sr-only">(new tab)</span>
        </a>
      )}
    </section>
  );
}
