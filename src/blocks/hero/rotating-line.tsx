import { RotatingWords } from '../../ui/rotating-words';
import type { HeroProps } from './schema';

/** "Buy it and <rent it out|move in>": a sentence whose last word takes turns. */
export function HeroRotatingLine({ prefix, suffix, words, intervalMs, display }: HeroProps['rotating'][number]) {
  const rotating = <RotatingWords words={words} intervalMs={intervalMs} hidden={!display} className="font-display font-bold italic text-sun" />;
  if (!display) return rotating;
  return (
    <div className="mt-5 text-xl text-white/90 sm:text-3xl">
      {prefix && <>{prefix} </>}
      {rotating}
      {suffix && <> {suffix}</>}
    </div>
  );
}
