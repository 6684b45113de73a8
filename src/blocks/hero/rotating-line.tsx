import { Island } from '../../render/island';
import RotatingWords from '../../ui/rotating-words.island';
import type { HeroProps } from './schema';

/** "Buy it and <rent it out|move in>": a sentence whose last word takes turns. */
export function HeroRotatingLine({ prefix, suffix, words, intervalMs, display }: HeroProps['rotating'][number]) {
  const island = (
    <Island
      name="ui/rotating-words"
      component={RotatingWords}
      props={{
        words,
        intervalMs,
        hidden: !display,
        className: 'font-display font-bold italic text-sun',
      }}
    />
  );
  if (!display) return island;
  return (
    <div className="mt-5 text-xl text-white/90 sm:text-3xl">
      {prefix && <>{prefix} </>}
      {island}
      {suffix && <> {suffix}</>}
    </div>
  );
}
