import { defineBehaviour } from '../../ui/define-behaviour';
import { nextTask } from '../../ui/next-task';

/** The copy's faces look and answer the pointer as the row's buttons do: src/styles.css, .avatar-copy. */
const copyClass = 'avatar-copy flex shrink-0 cursor-pointer gap-2.5 pr-2.5';

/**
 * Faces copied in one task. The whole row of 28 in one took 34 ms on the main thread at the start
 * of /mex (a phone's emulation, no throttling), its longest task after load: four times that on a
 * phone Lighthouse models, most of it blocking.
 */
export const facesPerTask = 7;

/**
 * The second copy of the row that makes the 30-second slide loop seamless, built from the row:
 * only pictures, hidden from assistive technology, with nothing to focus. A button action is
 * carried once by the list (the click handler finds the nearest data-action); links and
 * scrolls stay anchors, out of the tab order. Built `facesPerTask` faces at a time, a task each
 * (`yieldTo`, the browser's next task unless a test says otherwise); undefined when `stop` is
 * aborted before it is whole.
 */
export async function copyOf(row: HTMLUListElement, stop: AbortSignal, yieldTo: () => Promise<void> = nextTask): Promise<HTMLUListElement | undefined> {
  const copy = document.createElement('ul');
  copy.className = copyClass;
  copy.setAttribute('aria-hidden', 'true');
  const action = row.querySelector<HTMLElement>('[data-action]')?.dataset.action;
  if (action) copy.dataset.action = action;
  const pictures = [...row.querySelectorAll<HTMLElement>(':scope > li')].flatMap((face) => {
    const picture = face.querySelector('img');
    return picture ? [{ face, picture }] : [];
  });
  for (const [index, { face, picture }] of pictures.entries()) {
    if (index > 0 && index % facesPerTask === 0) {
      await yieldTo();
      if (stop.aborted) return undefined;
    }
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
  return stop.aborted ? undefined : copy;
}

/**
 * The copy is made when the strip comes near the screen, in tasks of its own: made with the
 * page's start-up work, cloning every face and restyling the sliding track lengthened the page's
 * first long task (TBT on /family rose from 0 to 76 ms in the bench). The track slides once the
 * copy is whole and in.
 */
export default defineBehaviour<Record<string, never>>((element) => {
  const track = element.querySelector<HTMLElement>('[data-avatar-track]');
  const row = track?.querySelector<HTMLUListElement>(':scope > ul');
  if (!track || !row) return undefined;
  const stopped = new AbortController();
  let copy: HTMLUListElement | undefined;
  const start = async () => {
    copy = await copyOf(row, stopped.signal);
    if (!copy) return;
    track.append(copy);
    track.dataset.looping = '';
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      void start();
    },
    { rootMargin: '200px 0px' },
  );
  near.observe(track);
  return () => {
    stopped.abort();
    near.disconnect();
    copy?.remove();
    delete track.dataset.looping;
  };
});
