// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountNameView } from '../../../src/studio/profile/account-name';
import { filledValues, noProfile, savedProfile, usernameOnly } from '../../../src/studio/profile/fixtures';
import { ProfileForm } from '../../../src/studio/profile/profile-form';
import { ProfileRefused, type ProfileValues, profileMessages as m } from '../../../src/studio/profile/profile-rules';

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const username = () => field('Username');
const fullName = () => field('Full name (optional)');
const bio = () => field('Bio (optional)');
const type = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Save profile|Saving/ })));

/** The message a control's aria-describedby points at, the way a screen reader reads it. */
function problemOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .find(Boolean);
}

function renderForm(initial: ProfileValues = noProfile, onSave: (values: ProfileValues) => Promise<unknown> = vi.fn(async () => {})) {
  render(<ProfileForm initial={initial} onSave={onSave} />);
  return onSave;
}

describe('the profile form', () => {
  afterEach(cleanup);

  it.each([
    ['', m.usernameRequired],
    ['  ', m.usernameRequired],
    ['ab', m.usernameLength],
    ['a'.repeat(31), m.usernameLength],
    ['ada lovelace', m.usernameCharacters],
    ['adá_l', m.usernameCharacters],
  ])('refuses the username %j with "%s" under it, focused, and sends nothing', async (value, message) => {
    const onSave = renderForm();
    type(username(), value);
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(username())).toBe(message);
    expect(document.activeElement).toBe(username());
  });

  it('refuses a full name over 100 characters and a bio over 500, each under its field', async () => {
    const onSave = renderForm({ username: 'ada_l', full_name: 'N'.repeat(101), bio: '🌴'.repeat(501) });
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(problemOf(fullName())).toBe(m.fullNameTooLong);
    expect(problemOf(bio())).toBe(m.bioTooLong);
    expect(problemOf(username())).toBeUndefined();
    expect(document.activeElement).toBe(fullName());
  });

  it('sends the trimmed values at the limits, shows Saving… while it waits and Profile saved after', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(noProfile, onSave);
    type(username(), ` ${'Z9_'.repeat(10)} `);
    type(fullName(), 'Ł'.repeat(100));
    type(bio(), '🌴'.repeat(500));
    await submit();
    expect(onSave).toHaveBeenCalledWith({ username: 'Z9_'.repeat(10), full_name: 'Ł'.repeat(100), bio: '🌴'.repeat(500) });
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('Profile saved');
    expect(screen.getByRole('button', { name: 'Save profile' }).hasAttribute('disabled')).toBe(false);
    type(bio(), 'Changed');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("shows the server's refusal under its field and keeps what was typed; editing the field clears it", async () => {
    renderForm(filledValues, async () => {
      throw new ProfileRefused(m.usernameTaken, { username: m.usernameTaken });
    });
    await submit();
    expect(problemOf(username())).toBe(m.usernameTaken);
    expect(document.activeElement).toBe(username());
    expect([username().value, fullName().value, bio().value]).toEqual([filledValues.username, filledValues.full_name, filledValues.bio]);
    expect(screen.getByRole('status').textContent).toBe('');
    type(username(), 'ada_2');
    expect(problemOf(username())).toBeUndefined();
  });

  it('says why when the backend fails otherwise, with the form still filled', async () => {
    renderForm(filledValues, async () => {
      throw new TypeError('Failed to fetch');
    });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The profile was not saved: Failed to fetch');
    expect(username().value).toBe(filledValues.username);
    expect(screen.getByRole('button', { name: 'Save profile' }).hasAttribute('disabled')).toBe(false);
  });
});

describe("the header's account name", () => {
  afterEach(cleanup);

  it('is the email until a username is saved, then @username, with the full name before it once given', () => {
    const { rerender, container } = render(<AccountNameView email="ada@landfall.test" />);
    expect(container.textContent).toBe('ada@landfall.test');
    rerender(<AccountNameView email="ada@landfall.test" profile={usernameOnly} />);
    expect(container.textContent).toBe('@ada_l');
    rerender(<AccountNameView email="ada@landfall.test" profile={savedProfile} />);
    expect(container.textContent).toBe('Ada Lovelace@ada_l');
    expect(screen.getByTitle('ada@landfall.test')).toBeTruthy();
  });
});
