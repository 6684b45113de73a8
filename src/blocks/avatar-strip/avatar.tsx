import type { Action } from '../../ui/action-schema';
import { ActionTrigger } from '../../ui/action-trigger';
import { LazyImage } from '../../ui/lazy-image';
import type { AvatarData } from './schema';

/** One face in the strip. Hovering or focusing lifts it and shows the name; clicking runs the strip's action. */
export function Avatar({ avatar, action }: { avatar: AvatarData; action: Action }) {
  const className =
    'group relative block size-12 shrink-0 rounded-full bg-sand-200 ring-2 ring-white transition duration-200 hover:z-10 hover:scale-125 hover:ring-sun focus-visible:z-10 focus-visible:scale-125 focus-visible:ring-sun';
  return (
    // Named by its picture's alt text (the name label above it is only drawn, aria-hidden).
    <ActionTrigger action={action} className={className}>
      <LazyImage src={avatar.src} alt={avatar.name} width={48} height={48} className="size-12 rounded-full object-cover" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full left-1/2 mb-2 -translate-x-1/2 scale-90 whitespace-nowrap rounded-md bg-ink px-2 py-1 text-[0.65rem] font-semibold text-white opacity-0 shadow-lg transition group-hover:scale-100 group-hover:opacity-100 group-focus-visible:scale-100 group-focus-visible:opacity-100"
      >
        {avatar.name}
      </span>
    </ActionTrigger>
  );
}
