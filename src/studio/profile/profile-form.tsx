import { type FormEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { StudioButton } from '../ui/studio-button';
import { ProfileControl } from './profile-control';
import {
  BIO_MAX,
  characters,
  type ProfileErrors,
  FULL_NAME_MAX,
  type ProfileField as Field,
  ProfileRefused,
  type ProfileValues,
  profileFields,
  profileProblems,
  trimmedProfile,
  USERNAME_MAX,
  USERNAME_MIN,
} from './profile-rules';

type Status = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

export interface ProfileFormProps {
  initial: ProfileValues;
  /** Resolves once saved; rejects with ProfileRefused for refused fields, or any error for the rest. */
  onSave: (values: ProfileValues) => Promise<unknown>;
}

/**
 * The marketer's profile. The rules are checked before anything is sent; what the server refuses
 * shows under the same fields. What was typed stays in the form whatever the outcome.
 */
export function ProfileForm({ initial, onSave }: ProfileFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const id = useId();
  const saving = status.state === 'saving';

  const showProblems = (found: ProfileErrors) => {
    setErrors(found);
    const first = profileFields.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = profileProblems(values);
    if (Object.keys(found).length > 0) {
      setStatus({ state: 'idle' });
      return showProblems(found);
    }
    setErrors({});
    setStatus({ state: 'saving' });
    try {
      await onSave(trimmedProfile(values));
      setStatus({ state: 'saved' });
    } catch (error) {
      if (error instanceof ProfileRefused) {
        setStatus({ state: 'idle' });
        showProblems(error.fields);
      } else {
        setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const bind = (field: Field) => ({
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element;
    },
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => {
        const { [field]: edited, ...rest } = current;
        return edited === undefined ? current : rest;
      });
      if (status.state !== 'saving') setStatus({ state: 'idle' });
    },
  });

  return (
    <form noValidate aria-busy={saving} className="grid max-w-xl gap-5" onSubmit={(event) => void submit(event)}>
      <ProfileControl id={`${id}-username`} label="Username" hint={`${USERNAME_MIN}-${USERNAME_MAX} letters, digits or underscores`} error={errors.username}>
        {(control) => <input {...control} {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </ProfileControl>
      <ProfileControl id={`${id}-full-name`} label="Full name (optional)" hint={`Up to ${FULL_NAME_MAX} characters`} error={errors.full_name}>
        {(control) => <input {...control} {...bind('full_name')} autoComplete="name" />}
      </ProfileControl>
      <ProfileControl id={`${id}-bio`} label="Bio (optional)" hint={`Up to ${BIO_MAX} characters (${characters(values.bio.trim())} used)`} error={errors.bio}>
        {(control) => <textarea {...control} {...bind('bio')} rows={5} className={cn(control.className, 'h-auto py-2')} />}
      </ProfileControl>
      <div className="flex flex-wrap items-center gap-3">
        <StudioButton type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </StudioButton>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {status.state === 'saved' ? 'Profile saved' : ''}
        </p>
      </div>
      {status.state === 'failed' && (
        <p role="alert" className="rounded-md border border-danger/30 bg-red-50 p-3 text-sm text-danger">
          The profile was not saved: {status.message}
        </p>
      )}
    </form>
  );
}
