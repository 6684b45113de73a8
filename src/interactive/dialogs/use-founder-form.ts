import type { PlotChoice } from './dialog-store';
import { callingCodeOf } from '../../lib/calling-codes';
import { founderFormSchema } from '../forms/schemas';
import type { DialogPayload } from './dialog-payload';
import { setFounderStep } from './dialog-store';
import { translator } from './localize';
import { conversion, pageEvent } from './page-events';
import { useFormSubmit } from '../forms/use-form-submit';
import { trackLead } from '../tags/conversions';

/** No calling code is preselected in the founder form (spec §9). */
const initial = { name: '', email: '', phone: '', region: '' };

/**
 * The founder form's state and submit, with the spec's toasts and events (§4, §8). A plot picked on
 * a plot board goes with the lead; the server checks it (supabase/schemas/functions/plot_error.sql).
 */
export function useFounderForm(payload: DialogPayload, plot?: PlotChoice) {
  const toasts = payload.texts.toasts;
  return useFormSubmit({
    schema: founderFormSchema,
    initial,
    toPayload: ({ region, ...rest }) => ({ ...rest, countryCode: callingCodeOf(region) ?? '', country: region }),
    fn: 'submit_founder_application',
    extra: (): Record<string, string> => (plot ? { plot: String(plot.number) } : {}),
    limit: { form: 'founder', limit: payload.submissionLimits.founder },
    fieldIds: { name: 'founder-name', email: 'founder-email', countryCode: 'founder-phone-code', phone: 'founder-phone' },
    translate: translator(payload.texts),
    onInvalid: () => ({ ...toasts.founderValidation, variant: 'destructive' }),
    // Spec §8: the founder throttle ignores the submit silently.
    onThrottled: () => undefined,
    // A server-side rate limit reads as any other failure for the founder form.
    onFailure: () => ({ ...toasts.founderError, variant: 'destructive' }),
    onSuccess: () => {
      setFounderStep('success');
      pageEvent('founder_form_submitted');
      conversion(payload.conversion.sendTo);
      trackLead();
    },
  });
}

export type FounderFormState = ReturnType<typeof useFounderForm>;
