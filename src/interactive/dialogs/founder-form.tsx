import { useEffect, useRef } from 'react';
import type { PlotChoice } from './dialog-store';
import { Button } from '../../ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { ContactFields } from './contact-fields';
import type { DialogPayload } from './dialog-payload';
import type { FounderFormState } from './use-founder-form';

/**
 * Step 2: the application itself, under a looping muted video. Opened from a plot board, it names
 * the plot first, in the board's own words ("Plot 48 · $52,000"), so the visitor sees what the
 * application is for.
 */
export function FounderForm({ payload, form, plot, onBack }: { payload: DialogPayload; form: FounderFormState; plot?: PlotChoice; onBack: () => void }) {
  const texts = payload.texts.founder.form;
  const { values, setValue, errors, submitting, submit } = form;
  // The backend client is only needed to send; fetch it while the visitor types.
  useEffect(() => void import('../api/client').catch(() => undefined), []);
  // Coming from the intro, the pressed button is gone: continue at the first field.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  return (
    <>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <video> without controls is not in the Tab order; this one is decoration */}
      <video
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        poster={payload.video.poster}
        className="aspect-[16/7] w-full rounded-2xl bg-ocean object-cover"
      >
        <source src={payload.video.webm} type="video/webm" />
        <source src={payload.video.mp4} type="video/mp4" />
      </video>
      <DialogHeader>
        {plot && (
          <p
            data-slot="plot-choice"
            className="inline-flex w-fit items-center gap-2 rounded-full bg-lagoon/10 px-3 py-1 text-sm font-semibold text-lagoon ring-1 ring-lagoon/30"
          >
            <span aria-hidden="true" className="size-2.5 rounded-[3px] bg-lagoon" />
            {plot.label}
          </p>
        )}
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.text}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
        <ContactFields idPrefix="founder" locale={payload.locale} texts={texts} values={values} setValue={setValue} errors={errors} firstField={firstField} />
        <DialogFooter className="mt-2 sm:justify-between">
          <Button type="button" variant="secondary" onClick={onBack}>
            {texts.back}
          </Button>
          <Button type="submit" variant="cta" disabled={submitting} aria-busy={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
