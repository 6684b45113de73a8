import { Check } from 'lucide-react';
import { Behaviour } from '../../ui/behaviour';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { EarlyAccessFormProps, EarlyAccessProps } from './schema';

/**
 * The early-access sign-up: one email field that stores a real lead. The form is plain HTML and
 * its behaviour (early-access-form.behaviour.ts) checks and sends it without React. Until that
 * script runs the form does nothing on its own (method="dialog" outside a dialog never
 * navigates, and the input has no name), so a submit can never put the address in the URL.
 */
export function EarlyAccess(props: EarlyAccessProps) {
  const { anchor, eyebrow, heading, intro, perks, label, placeholder, submitLabel, note } = props;
  const titleId = `${anchor}-title`;
  const inputId = `${anchor}-email`;
  const errorId = `${anchor}-email-error`;
  const noteId = `${anchor}-note`;
  const formProps: EarlyAccessFormProps = {
    submitLabel,
    busyLabel: props.busyLabel,
    confirmation: props.confirmation,
    failed: props.failed,
    rateLimited: props.rateLimited,
    fieldErrors: props.fieldErrors,
  };
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-ocean px-5 text-white sm:px-8">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={titleId} tone="dark" align="left" eyebrow={eyebrow} heading={heading} intro={intro} />
          {perks.length > 0 && (
            <ul className="mt-8 grid gap-3">
              {perks.map((perk, i) => (
                <li key={i} className="flex items-center gap-3 text-white/90">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sun/20 text-sun">
                    <Check aria-hidden="true" focusable="false" className="size-4" strokeWidth={3} />
                  </span>
                  {perk}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Behaviour name="blocks/early-access/early-access-form" props={formProps} className="block rounded-3xl bg-white p-6 text-ink shadow-2xl sm:p-8">
          <form method="dialog" noValidate data-early-access-form="">
            <label htmlFor={inputId} className="text-base font-semibold text-ocean">
              {label}
            </label>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <Input
                id={inputId}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder={placeholder}
                aria-describedby={note ? `${errorId} ${noteId}` : errorId}
                data-email=""
                className="h-12 w-full sm:w-auto sm:flex-1"
              />
              <Button
                type="submit"
                variant="cta"
                size="lg"
                data-submit=""
                className="h-12 shrink-0 px-6 aria-disabled:cursor-progress aria-disabled:opacity-80"
              >
                {submitLabel}
              </Button>
            </div>
            <p id={errorId} role="alert" data-field-error="" className="mt-2 text-sm font-medium text-danger empty:hidden" />
            {note && (
              <p id={noteId} className="mt-4 text-sm text-ink/70">
                {note}
              </p>
            )}
          </form>
          <p
            role="status"
            tabIndex={-1}
            data-confirmation=""
            className="rounded-2xl bg-lagoon/10 p-5 text-lg font-semibold text-ocean ring-1 ring-lagoon/30 outline-none empty:hidden"
          />
          <p role="alert" data-failure="" className="mt-4 rounded-2xl bg-danger p-4 font-medium text-white shadow-xl empty:hidden" />
        </Behaviour>
      </div>
    </Section>
  );
}
