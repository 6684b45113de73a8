import { useEffect } from 'react';
import { loadPayload, toasterLabels } from '../../../interactive/dialogs/dialog-payload';
import { callingCodeOf } from '../../../lib/calling-codes';
import { membershipFormSchema as membershipFields } from '../../../interactive/forms/schemas';
import { defaultSubmissionLimits } from '../../../interactive/forms/submission-limit';
import { useFormSubmit } from '../../../interactive/forms/use-form-submit';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { NativeCountryCodeSelect } from '../../../ui/native-country-code-select';
import { PhoneField } from '../../../ui/phone-field';
import { mountToaster, toast } from '../../../ui/toast';
import type { MembershipIslandProps } from './island-props';

const required = (label: string) => (
  <>
    {label}{' '}
    <span aria-hidden="true" className="text-danger">
      *
    </span>
  </>
);

/**
 * The thank-you form. The session id comes from the address (?session_id=…) and is checked only
 * by the server, which accepts it once, for a paid session; any refusal shows the spec's error
 * and keeps what the visitor typed. After a save the visitor goes home after the YAML's delay.
 * It is in the prerendered page, so its controls carry `name`s: what a visitor types before the
 * island hydrates is kept (useFormSubmit's formProps).
 */
export function MembershipFields(texts: MembershipIslandProps) {
  const form = useFormSubmit({
    schema: membershipFields,
    initial: { name: '', email: '', phone: '', region: texts.defaultCountry },
    toPayload: ({ region, ...rest }) => ({ ...rest, countryCode: callingCodeOf(region) ?? '' }),
    extra: () => ({ sessionId: new URLSearchParams(window.location.search).get('session_id') ?? '' }),
    fn: 'complete_membership',
    // The spec's default limiter (3 per 5 minutes); the server allows a session only one success anyway.
    limit: { form: 'membership', limit: defaultSubmissionLimits.membership },
    fieldIds: { name: 'member-name', email: 'member-email', countryCode: 'member-phone-code', phone: 'member-phone' },
    // The checks and the server speak English; a page in another language translates them.
    translate: (message) => texts.fieldErrors[message] ?? message,
    onInvalid: () => undefined,
    onThrottled: () => ({ title: texts.errorToast, variant: 'destructive' }),
    onFailure: () => ({ title: texts.errorToast, variant: 'destructive' }),
    onSuccess: () => {
      toast({ title: texts.successToast, duration: texts.redirectDelayMs + 2000 });
      window.setTimeout(() => window.location.assign(texts.redirectTo), texts.redirectDelayMs);
    },
  });
  const { values, setValue, errors, submitting, formProps } = form;
  // The toasts' close button and region are named in the page's language (its dialog texts).
  useEffect(() => {
    void loadPayload().then((payload) => payload && mountToaster(toasterLabels(payload)));
  }, []);

  return (
    <form {...formProps} className="mt-8 grid gap-5 text-left">
      <p className="text-sm text-ink/70">{texts.requiredHint}</p>
      <FormField id="member-name" label={required(texts.nameLabel)} error={errors.name}>
        {(control) => <Input {...control} name="name" required autoComplete="name" value={values.name} onChange={(e) => setValue('name', e.target.value)} />}
      </FormField>
      <FormField id="member-email" label={required(texts.emailLabel)} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            required
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValue('email', e.target.value)}
          />
        )}
      </FormField>
      <PhoneField
        id="member-phone"
        label={required(texts.phoneLabel)}
        codeLabel={texts.countryCodeLabel}
        codeSelect={(control) => (
          <NativeCountryCodeSelect
            {...control}
            name="region"
            autoComplete="tel-country-code"
            regions={texts.regions}
            value={values.region}
            onValueChange={(region) => setValue('region', region)}
            className="w-40 shrink-0 sm:w-56"
          />
        )}
        phone={values.phone}
        onPhoneChange={(phone) => setValue('phone', phone)}
        phoneError={errors.phone}
        codeError={errors.countryCode}
        inputProps={{ required: true, name: 'phone' }}
      />
      <Button type="submit" variant="cta" size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? texts.busyLabel : texts.submitLabel}
      </Button>
      <p className="text-center text-sm text-ink/70">{texts.note}</p>
    </form>
  );
}
