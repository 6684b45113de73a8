import { callingCodeOf } from '../forms/calling-codes';
import { partnershipFormSchema } from '../forms/schemas';
import type { ToastOptions } from '../../ui/toast';
import type { DialogPayload } from './dialog-payload';
import { setPartnershipStep } from './dialog-store';
import { translator } from './localize';
import { useFormSubmit } from '../forms/use-form-submit';

/** The partnership form's state and submit, with the spec's toasts (§8). */
export function usePartnershipForm(payload: DialogPayload) {
  const toasts = payload.texts.toasts;
  const slowDown: ToastOptions = { ...toasts.partnershipThrottled, variant: 'destructive' };
  return useFormSubmit({
    schema: partnershipFormSchema,
    initial: { name: '', email: '', phone: '', region: payload.partnershipDefaultCountry, companyName: '', location: '', landDetails: '' },
    toPayload: ({ region, ...rest }) => ({ ...rest, countryCode: callingCodeOf(region) ?? '' }),
    fn: 'submit_partnership_application',
    limit: { form: 'partnership', limit: payload.submissionLimits.partnership },
    fieldIds: {
      name: 'partner-name',
      email: 'partner-email',
      countryCode: 'partner-phone-code',
      phone: 'partner-phone',
      companyName: 'partner-company',
      location: 'partner-location',
      landDetails: 'partner-land',
    },
    translate: translator(payload.texts),
    onInvalid: (_fields, first) => ({ title: toasts.partnershipInvalid.title, description: first, variant: 'destructive' }),
    onThrottled: () => slowDown,
    onFailure: (kind) => (kind === 'rate-limited' ? slowDown : { ...toasts.partnershipError, variant: 'destructive' }),
    onSuccess: () => setPartnershipStep('confirmation'),
  });
}

export type PartnershipFormState = ReturnType<typeof usePartnershipForm>;
