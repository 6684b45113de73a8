import type { Action } from '../../interactive/actions/action-schema';
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

/** The faces as Avatar draws them, and the name shown above the one under the pointer, styled once for the whole row. */
const copyClass =
  'flex shrink-0 cursor-pointer gap-2.5 pr-2.5 *:relative *:size-12 *:shrink-0 *:rounded-full *:bg-sand-200 *:ring-2 *:ring-white *:transition *:duration-200 *:hover:z-10 *:hover:scale-125 *:hover:ring-sun *:after:pointer-events-none *:after:absolute *:after:bottom-full *:after:left-1/2 *:after:mb-2 *:after:-translate-x-1/2 *:after:scale-90 *:after:whitespace-nowrap *:after:rounded-md *:after:bg-ink *:after:px-2 *:after:py-1 *:after:text-[0.65rem] *:after:font-semibold *:after:text-white *:after:opacity-0 *:after:shadow-lg *:after:transition *:after:content-[attr(data-name)] *:hover:after:scale-100 *:hover:after:opacity-100';

/**
 * The copy of the row that makes the loop seamless. It looks and answers the pointer like the
 * row, but it is only pictures: hidden from assistive technology, with nothing to focus, and a
 * button action is carried once by the list (the click handler finds the nearest data-action)
 * instead of by a button per face. That keeps a page's HTML small: on /family the copy of 29
 * buttons cost 800 bytes compressed, enough to need a second round trip for the document.
 * Links and scrolls stay anchors, one per face, out of the tab order.
 */
export function AvatarCopy({ avatars, action }: { avatars: AvatarData[]; action: Action }) {
  const anchors = action.kind === 'scroll' || action.kind === 'link';
  return (
    <ul aria-hidden="true" className={copyClass} {...(anchors ? {} : { 'data-action': JSON.stringify(action) })}>
      {avatars.map((avatar) => (
        <li key={avatar.id} data-name={avatar.name}>
          {anchors ? (
            <ActionTrigger action={action} className="block" tabIndex={-1}>
              <LazyImage src={avatar.src} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
            </ActionTrigger>
          ) : (
            <LazyImage src={avatar.src} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
          )}
        </li>
      ))}
    </ul>
  );
}
