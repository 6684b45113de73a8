import { Behaviour } from '../../ui/behaviour';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { SchedulingProps } from './schema';

/**
 * The booking calendar of the external scheduling site, framed in the page only when a visitor
 * scrolls near it (scheduling.behaviour.ts). Until then a placeholder of the frame's own height
 * holds its place, so nothing moves when the frame arrives, and a plain link opens the booking
 * page for visitors without script. The frame waits in an inert <template>: no request is made
 * before the behaviour takes it out.
 */
export function Scheduling(props: SchedulingProps) {
  const { anchor, eyebrow, heading, intro, booking, linkLabel, loadingText, frameTitle, frameHeight, widgetScript, observeMargin, delay } = props;
  const titleId = `${anchor}-title`;
  const newTab = booking.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Behaviour name="blocks/scheduling/scheduling" props={{ widgetScript, observeMargin, delay }}>
      <Section anchor={anchor} labelledBy={titleId} className="bg-white px-5">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <div
          data-scheduling-slot=""
          style={{ height: frameHeight }}
          className="relative mx-auto mt-10 max-w-4xl overflow-hidden rounded-[2rem] bg-sand ring-1 ring-sand-200"
        >
          <div data-scheduling-placeholder="" className="absolute inset-0 flex flex-col items-center justify-center gap-5 px-6 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ocean/10 text-lagoon">
              <Icon name="calendar" />
            </span>
            {/* Shown by the behaviour: without script nothing loads, and the link is the way in. */}
            <p data-scheduling-loading="" role="status" hidden className="font-semibold text-ocean motion-safe:animate-pulse">
              {loadingText}
            </p>
            <a href={booking.href} {...newTab} className="font-semibold text-lagoon underline underline-offset-4 hover:text-ocean">
              {linkLabel}
            </a>
          </div>
          <template data-scheduling-frame="">
            <iframe src={booking.href} title={frameTitle} loading="lazy" className="absolute inset-0 size-full border-0" />
          </template>
        </div>
      </Section>
    </Behaviour>
  );
}
