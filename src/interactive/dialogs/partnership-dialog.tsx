import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import type { DialogPayload } from './dialog-payload';
import { closeDialog, useDialogState } from './dialog-store';
import { PartnershipForm } from './partnership-form';
import { returnFocusTo } from './return-focus';
import { useTakeOver } from './take-over';
import { usePartnershipForm } from './use-partnership-form';

/** The left panel (on top on phones, kept compact there so the form stays close). */
export function Benefits({ heading, benefits }: { heading: string; benefits: string[] }) {
  return (
    <aside className="bg-ocean p-6 pr-16 text-white sm:p-8 sm:pr-16 md:pr-8">
      <p className="font-display text-lg font-bold md:text-xl">{heading}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 text-sm md:mt-6 md:grid-cols-1 md:gap-5 md:text-base">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sun text-ink">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round">
                <path d="M20 6 9 17l-5-5" />
              </svg>
            </span>
            <span className="font-medium">{benefit}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The partnership dialog: benefits beside the form, then a confirmation (spec §2, §4). */
export function PartnershipDialog({ payload }: { payload: DialogPayload }) {
  const { open, partnershipStep: step, trigger, instant, takingOver } = useDialogState();
  const form = usePartnershipForm(payload);
  const placeFocus = useTakeOver(takingOver, form);
  const texts = payload.texts.partnership;
  return (
    <Dialog open={open === 'partnership'} onOpenChange={(isOpen) => !isOpen && closeDialog()}>
      {step === 'form' ? (
        <DialogContent
          data-dialog="partnership"
          data-step="form"
          closeLabel={payload.texts.close}
          instant={instant}
          onOpenAutoFocus={placeFocus}
          onCloseAutoFocus={returnFocusTo(trigger)}
          className="max-w-4xl gap-0 p-0 sm:p-0 md:grid-cols-[2fr_3fr]"
        >
          <Benefits heading={texts.benefitsHeading} benefits={texts.benefits} />
          <PartnershipForm payload={payload} form={form} />
        </DialogContent>
      ) : (
        <DialogContent data-dialog="partnership" data-step="confirmation" closeLabel={payload.texts.close} onCloseAutoFocus={returnFocusTo(trigger)}>
          <DialogHeader>
            <DialogTitle>{texts.confirmation.title}</DialogTitle>
            <DialogDescription>{texts.confirmation.text}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{texts.confirmation.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
