import { defineBehaviour } from '../../ui/define-behaviour';

/** The copy's faces look and answer the pointer as the row's buttons do: src/styles.css, .avatar-copy. */
const copyClass = 'avatar-copy flex shrink-0 cursor-pointer gap-2.5 pr-2.5';

/**
 * The second copy of the row that makes the 30-second slide loop seamless, built from the row:
 * only pictures, hidden from assistive technology, with nothing to focus. A button action is
 * carried once by the list (the click handler finds the nearest data-action); links and
 * scrolls stay anchors, out of the tab order. The track slides once the copy is in.
 */
function copyOf(row: HTMLUListElement): HTMLUListElement {
  const copy = document.createElement('ul');
  copy.className = copyClass;
  copy.setAttribute('aria-hidden', 'true');
  const action = row.querySelector<HTMLElement>('[data-action]')?.dataset.action;
  if (action) copy.dataset.action = action;
  for (const face of row.querySelectorAll<HTMLElement>(':scope > li')) {
    const picture = face.querySelector('img');
    if (!picture) continue;
    const item = document.createElement('li');
    item.dataset.name = picture.alt;
    const image = picture.cloneNode() as HTMLImageElement;
    image.alt = '';
    const link = face.querySelector('a');
    if (link) {
      const anchor = link.cloneNode() as HTMLAnchorElement;
      anchor.className = 'block';
      anchor.tabIndex = -1;
      anchor.append(image);
      item.append(anchor);
    } else item.append(image);
    copy.append(item);
  }
  return copy;
}

/**
 * The copy is made when the strip comes near the screen, in a task of its own: made with the
 * page's start-up work, cloning every face and restyling the sliding track lengthened the page's
 * first long task (TBT on /family rose from 0 to 76 ms in the bench).
 */
export default defineBehaviour<Record<string, never>>((element) => {
  const track = element.querySelector<HTMLElement>('[data-avatar-track]');
  const row = track?.querySelector<HTMLUListElement>(':scope > ul');
  if (!track || !row) return undefined;
  let copy: HTMLUListElement | undefined;
  const start = () => {
    copy = copyOf(row);
    track.append(copy);
    track.dataset.looping = '';
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      start();
    },
    { rootMargin: '200px 0px' },
  );
  near.observe(track);
  return () => {
    near.disconnect();
    copy?.remove();
    delete track.dataset.looping;
  };
});
