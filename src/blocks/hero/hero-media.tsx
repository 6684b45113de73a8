import { Behaviour } from '../../ui/behaviour';

export interface HeroMediaProps {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
}

/**
 * The muted background video over the still image the hero renders beneath it. It starts on its
 * own (autoplay); hero-media.behaviour.ts takes it away when it ends or cannot play.
 */
export function HeroMedia({ webm, mp4, poster, width, height }: HeroMediaProps) {
  return (
    <Behaviour name="blocks/hero/hero-media" props={{}} className="absolute inset-0">
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <video> without controls is not in the Tab order (checked in Chromium); Biome counts every element without a known non-interactive role as focusable */}
      <video
        className="absolute inset-0 size-full object-cover"
        width={width}
        height={height}
        poster={poster}
        autoPlay
        muted
        playsInline
        preload="auto"
        aria-hidden="true"
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
    </Behaviour>
  );
}
