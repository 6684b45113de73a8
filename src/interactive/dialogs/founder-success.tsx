import { Button, buttonVariants } from '../../ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import type { FounderTexts } from './dialogs-schema';

/** Step 3: limited spots, and the call booking in a new tab (which closes the dialog). */
export function FounderSuccess({ texts, schedulingUrl, onSchedule }: { texts: FounderTexts['success']; schedulingUrl: string; onSchedule: () => void }) {
  return (
    <>
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-lagoon/15 text-lagoon">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <DialogHeader className="pr-0 text-center">
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.text}</DialogDescription>
      </DialogHeader>
      <DialogFooter className="sm:justify-center">
        <DialogClose asChild>
          <Button variant="secondary">{texts.close}</Button>
        </DialogClose>
        <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'cta' })} onClick={onSchedule}>
          {texts.schedule}
        </a>
      </DialogFooter>
    </>
  );
}

/** Step 4: the booking page embedded; reachable only as a step (spec §2), Back returns to the success step. */
export function FounderCalendar({ texts, schedulingUrl, onBack }: { texts: FounderTexts['calendar']; schedulingUrl: string; onBack: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.text}</DialogDescription>
      </DialogHeader>
      <iframe src={schedulingUrl} title={texts.frameTitle} loading="lazy" className="h-[600px] w-full rounded-2xl border border-ink/10" />
      <DialogFooter className="sm:justify-start">
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
      </DialogFooter>
    </>
  );
}
