import { useEffect } from 'react';
import { Button } from '../../ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { ContactFields } from './contact-fields';
import { DocumentsField } from './lead-documents/documents-field';
import { translator } from './localize';
import type { DialogPayload } from './dialog-payload';
import type { PartnershipFormState } from './use-partnership-form';

/**
 * The partnership form. `pageCopy` draws it as the page's own HTML, the dialog's first step
 * (first-steps.tsx): the title and text get ids the native <dialog> is named by, and Cancel closes
 * that dialog without script (a submit with formmethod="dialog").
 */
export function PartnershipForm({
  payload,
  form,
  pageCopy,
}: {
  payload: DialogPayload;
  form: PartnershipFormState;
  pageCopy?: { titleId: string; descriptionId: string };
}) {
  const texts = payload.texts.partnership;
  const { values, setValue, errors, submitting, submit, documents, busy } = form;
  useEffect(() => void import('../api/client').catch(() => undefined), []);
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-ink/70">{texts.optional}</span>
    </>
  );
  return (
    <div className="grid gap-5 p-6 sm:p-8">
      <DialogHeader>
        {/* Radix names the React dialog by its own ids: only the page's copy sets them (an id of undefined would remove Radix's). */}
        <DialogTitle {...(pageCopy && { id: pageCopy.titleId })}>{texts.title}</DialogTitle>
        <DialogDescription {...(pageCopy && { id: pageCopy.descriptionId })}>{texts.text}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
        <ContactFields idPrefix="partner" locale={payload.locale} texts={texts} values={values} setValue={setValue} errors={errors} />
        <FormField id="partner-company" label={optional(texts.companyName.label)} error={errors.companyName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={values.companyName}
              placeholder={texts.companyName.placeholder}
              onChange={(e) => setValue('companyName', e.target.value)}
            />
          )}
        </FormField>
        <FormField id="partner-location" label={optional(texts.location.label)} error={errors.location}>
          {(control) => (
            <Input {...control} value={values.location} placeholder={texts.location.placeholder} onChange={(e) => setValue('location', e.target.value)} />
          )}
        </FormField>
        <FormField id="partner-land" label={texts.landDetails.label} error={errors.landDetails}>
          {(control) => (
            <Textarea
              {...control}
              value={values.landDetails}
              placeholder={texts.landDetails.placeholder}
              onChange={(e) => setValue('landDetails', e.target.value)}
            />
          )}
        </FormField>
        <DocumentsField
          id="partner-documents"
          texts={texts.documents}
          optional={texts.optional}
          locale={payload.locale}
          documents={documents}
          translate={translator(payload.texts)}
        />
        <DialogFooter className="mt-2">
          {pageCopy ? (
            <Button type="submit" formMethod="dialog" formNoValidate variant="secondary">
              {texts.cancel}
            </Button>
          ) : (
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {texts.cancel}
              </Button>
            </DialogClose>
          )}
          <Button type="submit" variant="premium" disabled={busy} aria-busy={busy}>
            {documents.uploading ? texts.documents.uploading : submitting ? texts.submitting : texts.submit}
          </Button>
        </DialogFooter>
      </form>
    </div>
  );
}
