import type { Action } from '../../ui/action-schema';
import { ActionTrigger } from '../../ui/action-trigger';
import { LazyImage } from '../../ui/lazy-image';
import type { AvatarData } from './schema';

/**
 * One face in the strip. Hovering or focusing lifts it, rings it in sun and shows the name; clicking
 * runs the strip's action. Only its lift is a transition: the sun ring fades in as a ::before of its
 * own (src/styles.css, .avatar-face). A face whose colours, ring and background were transitions ran
 * seven each, 196 on the long pages, whenever the page was styled before its stylesheet arrived
 * (src/render/document.tsx, stylesheetHold and unstyledBody now prevent that).
 */
export function Avatar({ avatar, action }: { avatar: AvatarData; action: Action }) {
  const className =
    'avatar-face relative block size-12 shrink-0 rounded-full bg-sand-200 ring-2 ring-white transition-[scale] duration-200 hover:z-10 hover:scale-125 focus-visible:z-10 focus-visible:scale-125';
  return (
    // Named by its picture's alt text. The name label above it is drawn by CSS from data-name
    // (src/styles.css, .avatar-face), with empty alt text of its own: an element per face cost the
    // long pages 28 elements that only ever show on hover.
    <ActionTrigger action={action} className={className} data-name={avatar.name}>
      <LazyImage src={avatar.src} alt={avatar.name} width={48} height={48} className="size-12 rounded-full object-cover" />
    </ActionTrigger>
  );
}
