import { cn } from '../../lib/cn';
import { Dialog, DialogContent } from '../../ui/dialog';
import type { DialogPayload } from './dialog-payload';
import { closeDialog, setFounderStep, useDialogState } from './dialog-store';
import { FounderForm } from './founder-form';
import { FounderIntro } from './founder-intro';
import { FounderCalendar, FounderSuccess } from './founder-success';
import { returnFocusTo } from './return-focus';
import { useFounderForm } from './use-founder-form';

/** The founder application dialog: intro → form → success (→ calendar), spec §2 and §4. */
export function FounderDialog({ payload }: { payload: DialogPayload }) {
  const { open, founderStep: step, trigger, plot, instant } = useDialogState();
  // Held here, outside the dialog content, so closing and reopening keeps what was typed.
  const form = useFounderForm(payload, plot);
  const texts = payload.texts.founder;
  return (
    <Dialog open={open === 'founder'} onOpenChange={(isOpen) => !isOpen && closeDialog()}>
      <DialogContent
        data-dialog="founder"
        data-step={step}
        closeLabel={payload.texts.close}
        instant={instant}
        onCloseAutoFocus={returnFocusTo(trigger)}
        className={cn(step === 'intro' || step === 'calendar' ? 'max-w-3xl' : 'max-w-lg')}
      >
        {step === 'intro' && <FounderIntro texts={texts.intro} onNext={() => setFounderStep('form')} />}
        {step === 'form' && <FounderForm payload={payload} form={form} plot={plot} onBack={() => setFounderStep('intro')} />}
        {step === 'success' && <FounderSuccess texts={texts.success} schedulingUrl={payload.schedulingUrl} onSchedule={closeDialog} />}
        {step === 'calendar' && <FounderCalendar texts={texts.calendar} schedulingUrl={payload.schedulingUrl} onBack={() => setFounderStep('success')} />}
      </DialogContent>
    </Dialog>
  );
}
