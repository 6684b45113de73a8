import { useRef, type FormEvent } from 'react';
import { callingCodeOf } from '../../lib/calling-codes';
import { partnershipFormSchema } from '../forms/schemas';
import { validate } from '../forms/validate';
import { toast, type ToastOptions } from '../../ui/toast';
import type { DialogPayload } from './dialog-payload';
import { setPartnershipStep } from './dialog-store';
import { useLeadDocuments } from './lead-documents/use-lead-documents';
import { translator } from './localize';
import { useFormSubmit } from '../forms/use-form-submit';

export type PartnershipValues = { name: string; email: string; phone: string; region: string; companyName: string; location: string; landDetails: string };

/** The form's controls by the value each holds (also the page's own copy of the form, first-steps.tsx). */
export const partnershipFieldIds = {
  name: 'partner-name',
  email: 'partner-email',
  countryCode: 'partner-phone-code',
  phone: 'partner-phone',
  companyName: 'partner-company',
  location: 'partner-location',
  landDetails: 'partner-land',
} as const;

export const partnershipDocumentsId = 'partner-documents';

const toPayload = ({ region, ...rest }: PartnershipValues) => ({ ...rest, countryCode: callingCodeOf(region) ?? '' });

/**
 * The partnership form's state and submit, with the spec's toasts (§8). Documents about the land
 * upload first, and the application names the ones that arrived (fileIds); a document that could
 * not be sent never holds the application back: it is reported once the application is in.
 */
export function usePartnershipForm(payload: DialogPayload) {
  const toasts = payload.texts.toasts;
  const slowDown: ToastOptions = { ...toasts.partnershipThrottled, variant: 'destructive' };
  const documents = useLeadDocuments();
  const sent = useRef<{ ids: string[]; failed: string[] }>({ ids: [], failed: [] });
  const initial: PartnershipValues = {
    name: '',
    email: '',
    phone: '',
    region: payload.partnershipDefaultCountry,
    companyName: '',
    location: '',
    landDetails: '',
  };
  const form = useFormSubmit({
    schema: partnershipFormSchema,
    initial,
    toPayload,
    extra: (): Record<string, string> => (sent.current.ids.length ? { fileIds: sent.current.ids.join(',') } : {}),
    fn: 'submit_partnership_application',
    limit: { form: 'partnership', limit: payload.submissionLimits.partnership },
    fieldIds: partnershipFieldIds,
    translate: translator(payload.texts),
    onInvalid: (_fields, first) => ({ title: toasts.partnershipInvalid.title, description: first, variant: 'destructive' }),
    onThrottled: () => slowDown,
    onFailure: (kind) => (kind === 'rate-limited' ? slowDown : { ...toasts.partnershipError, variant: 'destructive' }),
    onSuccess: () => {
      const { failed } = sent.current;
      if (failed.length) {
        const { title, description } = payload.texts.partnership.documents.notSentToast;
        toast({ title, description: [description, failed.join(', ')].filter(Boolean).join(' '), variant: 'destructive' });
      }
      sent.current = { ids: [], failed: [] };
      documents.clear();
      setPartnershipStep('confirmation');
    },
  });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (form.submitting || documents.uploading) return;
    // Only a form that will be sent uploads anything; an invalid one just shows its messages.
    if (validate(partnershipFormSchema, toPayload(form.values)).ok) sent.current = await documents.upload();
    await form.submit();
  }

  return { ...form, submit, documents, busy: form.submitting || documents.uploading };
}

export type PartnershipFormState = ReturnType<typeof usePartnershipForm>;
