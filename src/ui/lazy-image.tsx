/** An image below the fold: loaded lazily, decoded off the main thread, sized so nothing shifts. */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
