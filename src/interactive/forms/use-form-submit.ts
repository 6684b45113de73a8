import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { FormFunction, SubmitResult } from '../api/client';
import { takeSubmission, type SubmissionLimit } from './submission-limit';
import { typedBeforeHydration } from './typed-before-hydration';
import { validate } from './validate';
import { dismissToast, toast, type ToastOptions } from '../../ui/toast';

type Failure = Exclude<SubmitResult, { ok: true }>['kind'];

export interface FormSubmitOptions<V extends Record<string, string>, S extends z.ZodMiniType<Record<string, string>>> {
  schema: S;
  initial: V;
  /** Values as the server takes them (e.g. the picked region becomes countryCode and country). */
  toPayload: (values: V) => Record<string, string>;
  fn: FormFunction;
  /** Sent with the checked fields but not a field itself (the thank-you page's session id). */
  extra?: () => Record<string, string>;
  limit: { form: string; limit: SubmissionLimit };
  /** Payload fields in the order the form shows them, with the id of each one's control. */
  fieldIds: Record<string, string>;
  /** The visitor's language for a message the check or the server returned in English. */
  translate: (message: string) => string;
  /** The toast for each outcome (spec §8); none means the outcome stays silent. */
  onInvalid: (fields: Record<string, string>, first: string | undefined) => ToastOptions | undefined;
  onThrottled: () => ToastOptions | undefined;
  onFailure: (kind: Failure) => ToastOptions | undefined;
  onSuccess: () => void;
}

/**
 * One form's submit: the same checks as the server first, then the session limit, then the
 * backend. Whatever fails, the typed values stay; only a success clears them. A submit while
 * one is in flight is ignored (spec §4).
 *
 * A form spread with `formProps` also keeps what was typed before its island hydrated: every
 * prerendered form must use them (its controls named after the keys of `initial`).
 */
export function useFormSubmit<V extends Record<string, string>, S extends z.ZodMiniType<Record<string, string>>>(options: FormSubmitOptions<V, S>) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Once, right after hydration and before the first paint or any event the page replays, so
  // nothing can check or send the empty initial state while the inputs show typed text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: `options.initial` is a new object each render, and re-running would overwrite what the visitor types after hydration
  useLayoutEffect(() => {
    const typed = formRef.current && typedBeforeHydration(formRef.current, options.initial);
    if (typed && Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
  }, []);
  // This form's toasts, cleared when a new attempt starts, so an old error never sits beside a success.
  const shownToasts = useRef<number[]>([]);
  const notify = (options: ToastOptions | undefined) => {
    if (options) shownToasts.current.push(toast(options));
  };
  const clearToasts = () => shownToasts.current.splice(0).forEach(dismissToast);
  const order = Object.keys(options.fieldIds);

  const setValue = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));

  /** Shows the messages under their fields, focuses the first one and returns them translated. */
  function showErrors(fields: Record<string, string>) {
    const shown = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, options.translate(message)]));
    setErrors(shown);
    const first = order.find((field) => shown[field]);
    if (first) document.getElementById(options.fieldIds[first]!)?.focus();
    notify(options.onInvalid(shown, (first && shown[first]) || Object.values(shown)[0]));
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    clearToasts();
    const checked = validate(options.schema, options.toPayload(values));
    if (!checked.ok) {
      showErrors(checked.fields);
      return;
    }
    if (!takeSubmission(options.limit.form, options.limit.limit)) {
      notify(options.onThrottled());
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    let result: SubmitResult;
    try {
      const { submitForm } = await import('../api/client');
      result = await submitForm(options.fn, { ...checked.data, ...options.extra?.() });
    } catch (error) {
      // The client chunk itself failed to load (offline, new deploy): a failure like any other.
      console.error('[landfall] could not submit', error);
      result = { ok: false, kind: 'failed' };
    }
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      setValues(options.initial);
      options.onSuccess();
    } else if (result.kind === 'validation') showErrors(result.fields);
    else notify(options.onFailure(result.kind));
  }

  const formProps = { ref: formRef, noValidate: true, onSubmit: submit, 'aria-busy': submitting };
  return { values, setValue, errors, submitting, submit, formProps };
}
