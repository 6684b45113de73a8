import { Behaviour } from '../../ui/behaviour';
import { Avatar } from './avatar';
import type { AvatarStripProps } from './schema';

/**
 * Social proof: a slowly sliding row of member faces and a count of everyone else. The loop's
 * second copy of the row is made in the browser (avatar-loop.behaviour.ts): in the HTML it cost
 * /v1 and /family 600-800 bytes compressed, enough to need a second round trip for the page.
 * Without the page's code the row stands still.
 */
export function AvatarStrip({ anchor, heading, caption, ariaLabel, avatars, counter, counterLabel, durationSeconds, action }: AvatarStripProps) {
  const faces = (
    <ul className="flex shrink-0 gap-2.5 pr-2.5">
      {avatars.map((avatar) => (
        <li key={avatar.id}>
          <Avatar avatar={avatar} action={action} />
        </li>
      ))}
    </ul>
  );
  return (
    // Laid out only near the screen (content-visibility), as src/ui/section.tsx does for the
    // page's other sections: below the hero its 28 faces were the biggest box of the first layout.
    // The guessed height is the strip's own, so the page's length barely moves when it is drawn.
    <section id={anchor} className="overflow-hidden bg-sand px-5 py-14 [contain-intrinsic-size:auto_320px] [content-visibility:auto] sm:py-16">
      <div className="mx-auto max-w-6xl">
        {heading && <h2 className="text-center font-display text-3xl font-bold text-ocean sm:text-4xl">{heading}</h2>}
        {caption && <p className="mt-3 text-center text-lg text-ink/80">{caption}</p>}
        <div className="mt-4 flex items-center gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> is a form control group whose min-inline-size: min-content would defeat the marquee's overflow clipping; this only names the strip */}
          <div
            role="group"
            aria-label={ariaLabel}
            className="min-w-0 flex-1 overflow-hidden pt-9 pb-3 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto"
          >
            <Behaviour name="blocks/avatar-strip/avatar-loop" props={{}}>
              <div
                data-avatar-track=""
                className="flex w-max data-looping:animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-reduce:animate-none"
                style={{ animationDuration: `${durationSeconds}s` }}
              >
                {faces}
              </div>
            </Behaviour>
          </div>
          <p className="flex h-12 shrink-0 items-center justify-center rounded-full bg-ocean px-4 text-base font-bold text-white mt-6 shadow-lg ring-2 ring-white">
            {counterLabel ? (
              <>
                <span aria-hidden="true">{counter}</span>
                <span className="sr-only">{counterLabel}</span>
              </>
            ) : (
              counter
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
