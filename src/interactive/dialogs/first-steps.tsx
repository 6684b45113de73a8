import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cn } from '../../lib/cn';
import { CloseIcon, dialogCloseClass, dialogEntranceClass, dialogPanelClass } from '../../ui/dialog-look';
import { firstStepOf, handsOverAttribute } from './first-step-kinds';
import type { DialogPayload } from './dialog-payload';
import type { Dialogs } from './dialogs-schema';
import { StaticFounderIntro } from './founder-intro';
import { pageDialogPayload } from './page-dialogs';
import { Benefits } from './partnership-dialog';
import { PartnershipForm } from './partnership-form';
import type { PartnershipFormState } from './use-partnership-form';

/**
 * The dialogs' first steps as the page's own HTML (issue 28): a page with a More Info button
 * carries the founder intro, one with a partner button the partnership form, each in a closed
 * native <dialog> which the page's loader opens in the frame of the tap (showModal: the rest of the
 * page inert, Escape, the backdrop, focus inside) before any script has arrived.
 * - The founder intro's button is an `apply` action: the dialog's code loads while the visitor
 *   reads, and the React dialog opens the form in the intro's place.
 * - The partnership form is the dialog's whole first step: the visitor types into these fields
 *   while the code loads, and the React dialog takes their place as soon as it is there, with what
 *   was typed (src/interactive/client/first-step.ts).
 * Build-time only (the page's renderer calls it through this site's engine, src/site/engine.ts).
 */
export function firstStepsHtml(dialogs: Dialogs, page: { locale: string; dialogs?: unknown }, kinds: readonly string[]): string {
  const wanted = Object.entries(firstStepOf).filter(([, kind]) => kinds.includes(kind));
  if (!wanted.length) return '';
  const payload = pageDialogPayload(dialogs, page);
  return wanted.map(([name]) => renderToStaticMarkup(name === 'founder' ? founderIntro(payload) : partnershipForm(payload))).join('');
}

/** A native dialog with the React dialog's look, its overlay as the backdrop, and a close button that needs no script. */
function NativeDialog({
  kind,
  name,
  step,
  ids,
  className,
  event,
  handsOver = false,
  closeLabel,
  children,
}: {
  kind: string;
  name: string;
  step: string;
  ids: { titleId: string; descriptionId: string };
  className: string;
  event?: string;
  handsOver?: boolean;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <dialog
      data-first-step={kind}
      data-dialog={name}
      data-step={step}
      {...(handsOver && { [handsOverAttribute]: '' })}
      aria-labelledby={ids.titleId}
      aria-describedby={ids.descriptionId}
      data-event={event}
      // The React dialog's overlay (dialogOverlayClass), as the native dialog's backdrop.
      className={cn('m-auto border-0 open:grid backdrop:bg-ink/60 backdrop:backdrop-blur-[2px]', dialogPanelClass, className, dialogEntranceClass)}
    >
      {children}
      {/* A form of method "dialog" closes its dialog without any script. */}
      <form method="dialog" className="contents">
        <button type="submit" data-slot="dialog-close" aria-label={closeLabel} className={dialogCloseClass}>
          <CloseIcon />
        </button>
      </form>
    </dialog>
  );
}

function founderIntro({ texts }: DialogPayload) {
  const ids = { titleId: 'founder-intro-title', descriptionId: 'founder-intro-text' };
  return (
    <NativeDialog kind={firstStepOf.founder} name="founder" step="intro" ids={ids} className="max-w-3xl" event="founder_dialog_opened" closeLabel={texts.close}>
      <StaticFounderIntro texts={texts.founder.intro} {...ids} />
    </NativeDialog>
  );
}

/** The form as it first shows: every field empty, the country the page's default, nothing chosen. */
function emptyForm(payload: DialogPayload): PartnershipFormState {
  const ignore = () => undefined;
  const values = { name: '', email: '', phone: '', region: payload.partnershipDefaultCountry, companyName: '', location: '', landDetails: '' };
  const documents = {
    documents: [],
    add: ignore,
    remove: ignore,
    clear: ignore,
    upload: async () => ({ ids: [], failed: [] }),
    uploading: false,
    hasUnsent: false,
  };
  return {
    values,
    setValue: ignore,
    errors: {},
    submitting: false,
    submit: async () => undefined,
    formProps: {},
    documents,
    busy: false,
  } as unknown as PartnershipFormState;
}

function partnershipForm(payload: DialogPayload) {
  const ids = { titleId: 'partnership-title', descriptionId: 'partnership-text' };
  const texts = payload.texts.partnership;
  return (
    <NativeDialog
      kind={firstStepOf.partnership}
      name="partnership"
      step="form"
      ids={ids}
      handsOver
      className="max-w-4xl gap-0 p-0 sm:p-0 md:grid-cols-[2fr_3fr]"
      closeLabel={payload.texts.close}
    >
      {/* Radix's title and description read their dialog's context; no dialog of Radix's is drawn. */}
      <DialogPrimitive.Root open>
        <Benefits heading={texts.benefitsHeading} benefits={texts.benefits} />
        <PartnershipForm payload={payload} form={emptyForm(payload)} pageCopy={ids} />
      </DialogPrimitive.Root>
    </NativeDialog>
  );
}
