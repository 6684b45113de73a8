import { useEffect, useRef, useState } from 'react';

export interface HeroMediaProps {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
}

/** HTMLMediaElement.NETWORK_NO_SOURCE: every <source> failed. */
const NETWORK_NO_SOURCE = 3;

/**
 * The muted background video. It plays once; when it ends or cannot play it removes itself,
 * uncovering the still image the hero renders beneath it. Visitors who ask for reduced
 * motion get the still image straight away.
 */
export default function HeroMedia({ webm, mp4, poster, width, height }: HeroMediaProps) {
  const [done, setDone] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The island hydrates after the load event, so the video may have finished or failed already.
    if (reduced || (element && (element.ended || element.error || element.networkState === NETWORK_NO_SOURCE))) {
      setDone(true);
    }
  }, []);

  if (done) return null;
  const finish = () => setDone(true);
  return (
    <video
      ref={video}
      className="absolute inset-0 size-full object-cover"
      width={width}
      height={height}
      poster={poster}
      autoPlay
      muted
      playsInline
      preload="auto"
      aria-hidden="true"
      onEnded={finish}
      // React hands a <source>'s error to this handler too; only the video's own error counts here.
      onError={(event) => event.target === event.currentTarget && finish()}
    >
      <source src={webm} type="video/webm" />
      {/* The last source failing means none could play. */}
      <source src={mp4} type="video/mp4" onError={finish} />
    </video>
  );
}
