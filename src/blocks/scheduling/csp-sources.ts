import type { PageData } from '../../engine/page-schema';
import { schedulingSchema, type SchedulingProps } from './schema';

type Pages = readonly Pick<PageData, 'blocks'>[];

/**
 * The page union does not narrow by `type` (it is built from the registry at run time), so the
 * scheduling blocks' data is read through their own schema rather than cast.
 */
function schedulingBlocksOf(pages: Pages): SchedulingProps[] {
  return pages.flatMap((page) => page.blocks.flatMap(({ type, id: _id, ...data }) => (type === 'scheduling' ? [schedulingSchema.parse(data)] : [])));
}

/** Booking pages the scheduling sections frame: the Content-Security-Policy's frame-src must allow them. */
export function frameUrlsOf(pages: Pages): string[] {
  return [...new Set(schedulingBlocksOf(pages).map((block) => block.booking.href))];
}

/** Widget scripts the scheduling sections load once their frame has: script-src must allow them. */
export function scriptUrlsOf(pages: Pages): string[] {
  return [...new Set(schedulingBlocksOf(pages).flatMap((block) => (block.widgetScript ? [block.widgetScript] : [])))];
}
