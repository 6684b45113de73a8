import { defineBehaviour } from '../interactive/client/behaviour';
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
  const show = (word: string, fade: boolean) => {
    holder.dataset.rotatingWord = word;
    if (!current) return;
    if (current.textContent !== word) current.textContent = word;
    current.classList.remove(enter);
    if (!fade) return;
    // Reading the layout between taking the class off and putting it back plays the fade again.
    void current.offsetWidth;
    current.classList.add(enter);
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
