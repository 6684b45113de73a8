import { submitEarlyAccess } from '../../interactive/api/early-access';
import { defineBehaviour } from '../../ui/define-behaviour';
import type { EarlyAccessFormProps } from './schema';

// The founder form's email rule, fetched when the visitor reaches for the field (zod/mini is
// kept out of the script every page loads); the same rule the server's email_error mirrors.
const loadRules = () => import('../../interactive/forms/rules');

/**
 * Checks the email with the shared rule, sends it with the page's lead context and answers in
 * the page's words. What was typed before this ran is kept (the input is never rewritten); a
 * submit made while the code loaded reaches here through the page loader's queue. While sending,
 * the button says so and further submits are ignored; on any failure the field keeps its value.
 */
export default defineBehaviour<EarlyAccessFormProps>((element, props) => {
  const form = element.querySelector<HTMLFormElement>('[data-early-access-form]');
  const input = element.querySelector<HTMLInputElement>('[data-email]');
  const button = element.querySelector<HTMLButtonElement>('[data-submit]');
  const fieldError = element.querySelector<HTMLElement>('[data-field-error]');
  const confirmation = element.querySelector<HTMLElement>('[data-confirmation]');
  const failure = element.querySelector<HTMLElement>('[data-failure]');
  if (!form || !input || !button || !fieldError || !confirmation || !failure) return;

  let busy = false;
  let running = true;
  const say = (message: string) => props.fieldErrors[message] ?? message;

  const showFieldError = (message: string) => {
    fieldError.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const setBusy = (on: boolean) => {
    busy = on;
    button.textContent = on ? props.busyLabel : props.submitLabel;
    for (const [target, attribute] of [
      [button, 'aria-disabled'],
      [form, 'aria-busy'],
    ] as const) {
      if (on) target.setAttribute(attribute, 'true');
      else target.removeAttribute(attribute);
    }
  };
  const reset = () => {
    setBusy(false);
    showFieldError('');
    failure.textContent = '';
    confirmation.textContent = '';
    form.hidden = false;
  };

  const send = async () => {
    const { emailRule } = await loadRules();
    const checked = emailRule.safeParse(input.value);
    if (!checked.success) {
      showFieldError(say(checked.error.issues[0]?.message ?? props.failed));
      input.focus();
      return;
    }
    const result = await submitEarlyAccess(checked.data);
    if (!running) return;
    if (result.ok) {
      form.hidden = true;
      confirmation.textContent = props.confirmation;
      confirmation.focus();
    } else if (result.kind === 'validation') {
      showFieldError(say(result.message));
      input.focus();
    } else {
      failure.textContent = result.kind === 'rate-limited' ? props.rateLimited : props.failed;
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    showFieldError('');
    failure.textContent = '';
    send()
      .catch(() => {
        // The rule's code could not load (offline): nothing was sent.
        if (running) failure.textContent = props.failed;
      })
      .finally(() => {
        if (running) setBusy(false);
      });
  };
  const warm = () => void loadRules().catch(() => {});

  reset();
  form.addEventListener('submit', onSubmit);
  input.addEventListener('focus', warm, { once: true });
  return () => {
    running = false;
    form.removeEventListener('submit', onSubmit);
    input.removeEventListener('focus', warm);
    reset();
  };
});
