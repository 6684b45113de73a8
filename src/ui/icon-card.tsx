import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-schema';

/** The icon + title + text card that amenities, how-possible and explainer share. */
export function IconCard({
  icon,
  title,
  text,
  as: Heading = 'h3',
  tone = 'light',
  className,
  children,
}: {
  icon: IconName;
  title: string;
  text?: string;
  as?: 'h2' | 'h3';
  tone?: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <article
      data-slot="icon-card"
      className={cn(
        'group relative flex h-full gap-4 rounded-3xl p-5 transition duration-300 hover:-translate-y-1 sm:flex-col sm:gap-0 sm:p-7',
        dark ? 'bg-white/[0.06] ring-1 ring-white/15 hover:bg-white/10' : 'bg-white shadow-sm ring-1 ring-ink/5 hover:shadow-xl hover:shadow-ocean/10',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-2xl transition-colors sm:size-12',
          dark ? 'bg-sun/15 text-sun' : 'bg-ocean/10 text-lagoon group-hover:bg-ocean group-hover:text-white',
        )}
      >
        <Icon name={icon} />
      </span>
      {/* Beside the icon on phones, under it from sm up. */}
      <div className="min-w-0 sm:mt-5">
        <Heading className={cn('text-lg font-semibold leading-snug', dark ? 'text-white' : 'text-ocean')}>{title}</Heading>
        {text && <p className={cn('mt-1.5 leading-relaxed sm:mt-2', dark ? 'text-white/80' : 'text-ink/75')}>{text}</p>}
      </div>
      {children}
    </article>
  );
}
