import type { Action } from '../../../ui/action-schema';
import { ActionTrigger } from '../../../ui/action-trigger';
import { Icon } from '../../../ui/icon';
import type { SafetyProps } from './schema';

type Card = SafetyProps['cards'][number];

const cardClasses =
  'group flex h-full w-full cursor-pointer flex-col rounded-3xl bg-white p-7 text-left shadow-sm ring-1 ring-ink/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-ocean/10 hover:ring-lagoon/30 sm:p-8';

/**
 * A whole card that acts as one button (or anchor, for scroll and link actions). Its accessible
 * name is its visible text (title, text, call to action), so what is seen is what is announced.
 */
export function SafetyCard({ card, cta, action }: { card: Card; cta: string; action: Action }) {
  return (
    <ActionTrigger action={action} className={cardClasses}>
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ocean/10 text-lagoon transition-colors group-hover:bg-ocean group-hover:text-white">
        <Icon name={card.icon} className="size-7" />
      </span>
      <span className="mt-6 block text-xl font-semibold text-ocean">{card.title}</span>{' '}
      <span className="mt-3 block flex-1 leading-relaxed text-ink/75">{card.text}</span>{' '}
      <span className="mt-6 inline-flex items-center gap-2 font-semibold text-coral">
        <span>{cta}</span>
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </span>
    </ActionTrigger>
  );
}
