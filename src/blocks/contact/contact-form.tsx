import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { contactFormSchema } from '../../interactive/forms/schemas';
import { defaultSubmissionLimits } from '../../interactive/forms/submission-limit';
import { useFormSubmit } from '../../interactive/forms/use-form-submit';
import { Button } from '../../ui/button';
import { type ControlProps, FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import type { ContactIslandProps } from './island-props';

const required = (label: string) => (
  <>
    {label}{' '}
    <span aria-hidden="true" className="text-danger">
      *
    </span>
  </>
);

const initial = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: the browser runs the server's rules first (each message under its field, in
 * the page's language), then the spec's default limiter, then sends. Whatever fails, the typed
 * text stays; a stored message replaces the form with the YAML's success text. The controls are
 * named after the values, so what a visitor types before the island hydrates is kept.
 */
export function ContactForm(texts: ContactIslandProps) {
  const [notice, setNotice] = useState('');
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const id = (field: string) => `${texts.anchor}-${field}`;
  const { values, setValue, errors, submitting, formProps } = useFormSubmit({
    schema: contactFormSchema,
    initial,
    toPayload: (typed) => typed,
    fn: 'submit_contact',
    limit: { form: 'contact', limit: defaultSubmissionLimits.contact },
    fieldIds: { name: id('name'), email: id('email'), phone: id('phone'), message: id('message') },
    // The checks and the server speak English; a page in another language translates them.
    translate: (message) => texts.fieldErrors[message] ?? message,
    onInvalid: () => undefined,
    onThrottled: () => {
      setNotice(texts.rateLimited);
      return undefined;
    },
    onFailure: (kind) => {
      setNotice(kind === 'rate-limited' ? texts.rateLimited : texts.failed);
      return undefined;
    },
    onSuccess: () => setSent(true),
  });
  // A layout effect runs in the same commit that shows the text, so focus and text arrive together;
  // a passive effect would move focus a task later, after a screen reader may have read the page.
  useLayoutEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent) => {
    // A new attempt: the last one's failure no longer applies.
    setNotice('');
    return formProps.onSubmit(event);
  };
  const field = (name: keyof typeof initial, label: ReactNode, control: (wiring: ControlProps) => ReactNode) => (
    <FormField id={id(name)} label={label} error={errors[name]}>
      {control}
    </FormField>
  );

  return (
    <>
      {/* method="dialog": a form outside a dialog then never navigates, so without this code nothing typed lands in an address. */}
      <form {...formProps} onSubmit={onSubmit} method="dialog" hidden={sent} className="grid gap-5 text-left sm:grid-cols-2">
        <p className="text-sm text-ink/70 sm:col-span-2">{texts.requiredHint}</p>
        {field('name', required(texts.nameLabel), (wiring) => (
          <Input {...wiring} name="name" required autoComplete="name" value={values.name} onChange={(e) => setValue('name', e.target.value)} />
        ))}
        {field('email', required(texts.emailLabel), (wiring) => (
          <Input
            {...wiring}
            name="email"
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={values.email}
            onChange={(e) => setValue('email', e.target.value)}
          />
        ))}
        <div className="sm:col-span-2">
          {field(
            'phone',
            <>
              {texts.phoneLabel} <span className="font-normal text-ink/70">{texts.optionalLabel}</span>
            </>,
            (wiring) => (
              <Input
                {...wiring}
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder={texts.phonePlaceholder}
                value={values.phone}
                onChange={(e) => setValue('phone', e.target.value)}
              />
            ),
          )}
        </div>
        <div className="sm:col-span-2">
          {field('message', required(texts.messageLabel), (wiring) => (
            <Textarea {...wiring} name="message" required rows={6} value={values.message} onChange={(e) => setValue('message', e.target.value)} />
          ))}
        </div>
        <p role="alert" className="rounded-2xl bg-danger p-4 font-medium text-white empty:hidden sm:col-span-2">
          {notice}
        </p>
        <Button type="submit" variant="cta" size="lg" disabled={submitting} aria-disabled={submitting} className="sm:col-span-2 sm:justify-self-start">
          {submitting ? texts.busyLabel : texts.submitLabel}
        </Button>
      </form>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="rounded-2xl bg-lagoon/10 p-5 text-lg font-semibold text-ocean ring-1 ring-lagoon/30 outline-none empty:hidden"
      >
        {sent ? texts.success : ''}
      </p>
    </>
  );
}
