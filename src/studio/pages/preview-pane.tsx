import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type PreviewWidth = 375 | 1280;
export const previewWidths: { width: PreviewWidth; label: string }[] = [
  { width: 375, label: 'Phone' },
  { width: 1280, label: 'Desktop' },
];

/** The frame's scale so `width` CSS pixels fit the pane, and the height it must then be drawn at. */
function useFit(width: PreviewWidth) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setBox({ width: rect.width, height: rect.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = box.width ? Math.min(1, box.width / width) : 1;
  // A phone narrower than the pane stands in its middle.
  const left = box.width ? Math.max(0, (box.width - width * scale) / 2) : 0;
  return { ref, scale, left, height: box.height ? box.height / scale : 800 };
}

/**
 * The page as it renders from the edited text, at phone or desktop width (scaled to fit). Two
 * frames take turns: a new version loads in the hidden one and is shown once it has loaded, at
 * the scroll position the reader was at, so an edit never flashes a blank page. The preview is
 * the prerendered page without its scripts (pages-api.ts withoutScripts); "Open" shows it live.
 */
export function PreviewPane({
  html,
  label,
  width,
  onWidth,
  status,
}: {
  html?: string;
  /** The page's route, for the frame's accessible name. */
  label: string;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  /** A line under the switch: "Updating…", a count of problems. */
  status?: React.ReactNode;
}) {
  const { ref, scale, left, height } = useFit(width);
  const frames = useRef<(HTMLIFrameElement | null)[]>([null, null]);
  const [shown, setShown] = useState(0);
  const [loaded, setLoaded] = useState<string | undefined>();
  const pending = useRef<string | undefined>(undefined);

  // A new version goes into the frame that is not shown; its load event swaps them.
  useEffect(() => {
    if (html === undefined || html === loaded) return;
    const next = frames.current[1 - shown];
    if (!next) return;
    pending.current = html;
    next.srcdoc = html;
  }, [html, loaded, shown]);

  const onLoad = (index: number) => {
    const frame = frames.current[index];
    if (index === shown || !frame || pending.current === undefined || frame.srcdoc !== pending.current) return;
    const old = frames.current[shown];
    const scrollY = old?.contentWindow?.scrollY ?? 0;
    frame.contentWindow?.scrollTo(0, scrollY);
    setLoaded(pending.current);
    pending.current = undefined;
    setShown(index);
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
          <legend className="sr-only">Preview width</legend>
          {previewWidths.map((option) => (
            <label
              key={option.width}
              className={clsx(
                'cursor-pointer rounded px-3 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon',
                option.width === width ? 'bg-ocean text-white' : 'text-ink/80 hover:bg-stone-100',
              )}
            >
              <input type="radio" name="preview-width" className="sr-only" checked={option.width === width} onChange={() => onWidth(option.width)} />
              {option.label} <span className="font-normal opacity-80">{option.width}px</span>
            </label>
          ))}
        </fieldset>
        <div className="text-xs text-ink/70" aria-live="polite">
          {status}
        </div>
      </div>
      <div ref={ref} className="relative min-h-[28rem] flex-1 overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        {[0, 1].map((index) => (
          <iframe
            key={index}
            ref={(element) => {
              frames.current[index] = element;
            }}
            title={index === shown ? `Preview of ${label}` : `Next preview of ${label}`}
            aria-hidden={index === shown ? undefined : true}
            tabIndex={index === shown ? undefined : -1}
            data-preview={index === shown ? 'shown' : 'loading'}
            onLoad={() => onLoad(index)}
            className={clsx('absolute top-0 origin-top-left border-0 bg-white shadow-sm', index === shown ? 'visible' : 'invisible')}
            style={{ left, width, height, transform: `scale(${scale})` }}
          />
        ))}
        {html === undefined && (
          <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-ink/70">The preview shows once the page renders.</p>
        )}
      </div>
    </div>
  );
}
