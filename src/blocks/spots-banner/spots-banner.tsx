import { Behaviour } from '../../ui/behaviour';
import { usePage } from '../../ui/page-context';
import { ActionButton } from '../../ui/action-button';
import { cn } from '../../lib/cn';
import type { SpotsBannerProps } from './schema';
import { spotsText } from './spots-text';

/** The live dot before the count; it stops pulsing when no spot is left, or for reduced motion. */
function LiveDot({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className="relative inline-flex size-2.5 shrink-0">
      <span className={cn('absolute inset-0 rounded-full opacity-75 group-data-sold-out:hidden motion-safe:animate-ping', className)} />
      <span className={cn('relative size-2.5 rounded-full', className)} />
    </span>
  );
}

/**
 * "Only 47 spots left": the YAML's capacity minus its base, prerendered; the behaviour
 * (spots-banner.behaviour.ts) takes off the paid payments for the product once the backend
 * answers. Sold out is one attribute, `data-sold-out`, that the styles follow.
 */
export function SpotsBanner({ placement, text, soldOutText, detail, capacity, taken, productId, button }: SpotsBannerProps) {
  const page = usePage();
  const count = { capacity, taken, text, soldOutText };
  const shown = spotsText(count);
  const soldOut = shown.left === 0 ? '' : undefined;
  const line = (
    <>
      <span data-spots-text="" className="font-semibold tabular-nums">
        {shown.text}
      </span>
      {detail && (
        <>
          <span aria-hidden="true" className="hidden opacity-60 sm:inline">
            ·
          </span>
          <span className="opacity-90">{detail}</span>
        </>
      )}
    </>
  );
  return (
    <Behaviour name="blocks/spots-banner/spots-banner" props={{ ...count, productId: productId ?? page.productId }}>
      {placement === 'top-bar' ? (
        <div data-spots="" data-sold-out={soldOut} className="group sticky top-0 z-40 bg-danger text-white shadow-md shadow-danger/20">
          {/* Text beside the button on phones too, so the bar stays one row high while it covers the page. */}
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:justify-center sm:gap-5 sm:py-2.5">
            <p className="flex flex-wrap items-center gap-x-2.5 gap-y-0.5 text-sm sm:text-base">
              <LiveDot className="bg-amber-300" />
              {line}
            </p>
            {button && <ActionButton {...button} size="sm" className="h-8 shrink-0 px-4 text-sm" />}
          </div>
        </div>
      ) : (
        <div data-spots="" data-sold-out={soldOut} className="group flex flex-col items-center gap-4 px-5 py-8 sm:flex-row sm:justify-center">
          <p className="inline-flex flex-wrap items-center justify-center gap-x-2.5 gap-y-0.5 rounded-3xl bg-danger/10 px-5 py-2.5 sm:rounded-full text-center text-danger ring-1 ring-danger/25">
            <LiveDot className="bg-danger" />
            {line}
          </p>
          {button && <ActionButton {...button} />}
        </div>
      )}
    </Behaviour>
  );
}
