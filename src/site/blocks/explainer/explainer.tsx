import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../../lib/cn';
import { ActionButton } from '../../../ui/action-button';
import { buttonVariants } from '../../../ui/button';
import { IconCard } from '../../../ui/icon-card';
import type { ExplainerProps } from './schema';

const statColumns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-2 lg:grid-cols-4'];

/** A page explaining how the offer is possible: headline figures, the reasons, and a way back in. */
export function Explainer({ backLabel, backHref, eyebrow, heading, intro, stats, points, closing, cta }: ExplainerProps) {
  return (
    <div>
      <header className="relative overflow-hidden bg-ocean pt-8 pb-24 text-white sm:pb-32">
        <div aria-hidden="true" className="pointer-events-none absolute -top-48 -right-40 size-[36rem] rounded-full bg-lagoon/50 blur-3xl" />
        <div className="relative mx-auto max-w-6xl px-5 sm:px-8">
          <Link to={backHref} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'text-white' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
          <div className="mx-auto mt-14 max-w-3xl text-center sm:mt-20">
            {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">{eyebrow}</p>}
            <h1 className="mt-3 font-display text-4xl font-bold leading-tight sm:text-6xl">{heading}</h1>
            {intro && <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{intro}</p>}
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 sm:pb-28">
        {stats.length > 0 && (
          <dl
            className={cn(
              'relative -mt-14 grid gap-x-3 gap-y-6 rounded-3xl bg-white px-3 py-6 sm:gap-6 shadow-xl shadow-ocean/10 ring-1 ring-ink/5 sm:-mt-16 sm:p-8',
              statColumns[stats.length],
            )}
          >
            {stats.map((stat, i) => (
              <div key={i} className="flex flex-col-reverse items-center justify-end text-center">
                <dt className="mt-1 text-xs font-medium text-ink/75 sm:text-sm">{stat.label}</dt>
                <dd className="font-display text-xl leading-tight font-bold whitespace-nowrap text-ocean min-[400px]:text-2xl sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ul className={cn('mt-14 grid gap-6 sm:grid-cols-2', points.length % 2 === 0 ? 'lg:gap-8' : 'lg:grid-cols-3')}>
          {points.map((point, i) => (
            <li key={i}>
              <IconCard as="h2" icon={point.icon} title={point.title} text={point.text} />
            </li>
          ))}
        </ul>
        <div className="mt-16 rounded-3xl bg-sand-200/60 px-6 py-12 text-center ring-1 ring-sand-200">
          {closing && <p className="mx-auto max-w-2xl font-display text-2xl font-bold text-ocean sm:text-3xl">{closing}</p>}
          <ActionButton {...cta} size="lg" className={closing ? 'mt-8' : undefined} />
        </div>
      </div>
    </div>
  );
}
