import { defineBehaviour } from './define-behaviour';
import type { RotatingWordsData } from './rotating-words-schema';

/** The fade each new word comes in with; motion-safe, so it is skipped under reduced motion. */
const enter = 'motion-safe:animate-word-in';

/**
 * Puts the next word in place every `intervalMs`, starting over after the last, and keeps
 * `data-rotating-word` on the current one (also for the hidden, state-only variant). It changes
 * the prerendered elements in place rather than swapping them: in Storybook React keeps
 * rendering into them, and a story re-rendered with other words starts again from the first.
 */
export default defineBehaviour<Pick<RotatingWordsData, 'words' | 'intervalMs'>>((element, { words, intervalMs }) => {
  const holder = element.querySelector<HTMLElement>('[data-rotating-word]');
  if (!holder || words.length < 2) return;
  const current = holder.querySelector<HTMLElement>('[data-rotating-current]');
  /** The fade as the browser runs it, once the class has started it (none under reduced motion). */
  let fadeIn: Animation | undefined;
  const show = (word: string, fade: boolean) => {
    holder.dataset.rotatingWord = word;
    if (!current) return;
    if (current.textContent !== word) current.textContent = word;
    if (!fade) {
      current.classList.remove(enter);
      fadeIn = undefined;
      return;
    }
    // The fade plays again from its start, without reading the layout: taking the class off and
    // reading offsetWidth to restart it laid out the whole page inside this timer's task, every
    // word (37 ms at 4× CPU on /, most of its blocking time).
    if (fadeIn) return void fadeIn.play();
    current.classList.remove(enter);
    current.classList.add(enter);
    fadeIn = current.getAnimations?.()[0];
  };
  const first = words[0] ?? '';
  show(first, false);
  let step = 0;
  const timer = setInterval(() => {
    step = (step + 1) % words.length;
    show(words[step] ?? '', true);
  }, intervalMs);
  return () => {
    clearInterval(timer);
    show(first, false);
  };
});
