// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { Toaster } from '../../ui/toast';
import { toastStore } from '../../ui/toast-store';
import { dialogPayload } from './dialog-payload';
import { DialogRoot } from './dialog-root';
import { closeDialog, openFounder, openPartnership, useDialogState } from './dialog-store';
import { dialogsSchemaFor } from './dialogs-schema';
import { submissionKey } from '../forms/submission-limit';

const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/dialogs.yaml'), 'utf8')));
const en = dialogPayload(dialogs, 'en');
const es = dialogPayload(dialogs, 'es');

/** Outcomes the tests can see but the visitor would not: the dialog's step in the DOM. */
const step = () => document.querySelector('[data-slot="dialog-content"]')?.getAttribute('data-step');
const toasts = () => [...document.querySelectorAll('[data-slot="toast"]')].map((t) => t.textContent);

function Probe() {
  return <output data-testid="open">{useDialogState().open ?? 'none'}</output>;
}

function mount(payload = en) {
  return render(
    <>
      <DialogRoot payload={payload} />
      <Toaster />
      <Probe />
    </>,
  );
}

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  act(() => {
    closeDialog();
    for (const item of toastStore.get().items) toastStore.dismiss(item.id);
  });
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('founder dialog', () => {
  it('goes intro → form → intro with Get the dossier and Back', async () => {
    mount();
    act(() => openFounder('intro'));
    const dialog = screen.getByRole('dialog', { name: en.texts.founder.intro.title });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['For Entrepreneurs', 'For Travellers', 'For Investors']);
    fireEvent.click(screen.getByRole('button', { name: 'Get the dossier' }));
    expect(step()).toBe('form');
    expect(screen.getByRole('dialog', { name: en.texts.founder.form.title })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(document.querySelector('video[autoplay][loop]')?.hasAttribute('aria-hidden')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toBe('intro');
  });

  it('an empty submit shows every field error under its input, red and described, sends nothing', async () => {
    mount();
    act(() => openFounder('form'));
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toContain('Code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get the Dossier' })));
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Select a country code')).toBeTruthy();
    expect(screen.getByText('Invalid phone format')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(toasts()).toEqual(['Validation ErrorPlease check your input and try again.']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps what was typed across close and reopen, and closing resets the step to the form', async () => {
    mount();
    act(() => openFounder('form'));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana García' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get the Dossier' })));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    // Radix closes the topmost layer first: the error toast, then the dialog.
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    expect(toasts()).toEqual([]);
    expect(screen.getByTestId('open').textContent).toBe('founder');
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    expect(screen.getByTestId('open').textContent).toBe('none');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openFounder('form'));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana García');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-email');
  });

  it('ignores a submit silently once the session has sent 4 in the hour (spec §8)', async () => {
    const now = Date.now();
    localStorage.setItem(submissionKey('founder'), JSON.stringify([now - 4000, now - 3000, now - 2000, now - 1000]));
    mount();
    act(() => openFounder('form'));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana García' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '20 7946 0958' } });
    // The picker is Radix (pointer events jsdom lacks): type the region on the closed trigger, as a keyboard user can.
    const code = screen.getByRole('combobox', { name: 'Country code' });
    fireEvent.keyDown(code, { key: 'G' });
    expect(code.textContent).not.toContain('Code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get the Dossier' })));
    expect(step()).toBe('form');
    expect(toasts()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks Spanish on a Spanish page, field messages included', async () => {
    mount(es);
    act(() => openFounder('intro'));
    fireEvent.click(screen.getByRole('button', { name: 'Recibir el dossier' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Recibir el Dossier' })));
    expect(screen.getByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Selecciona un código de país')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Código de país' })).toBeTruthy();
    expect(toasts()).toEqual(['Datos no válidosPor favor revisa tus datos e intenta de nuevo.']);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe('partnership dialog', () => {
  it('shows the benefits, preselects +1 and reports the first error as "Invalid input"', async () => {
    mount();
    act(() => openPartnership());
    const dialog = screen.getByRole('dialog', { name: 'Partner With Us' });
    for (const benefit of en.texts.partnership.benefits) expect(within(dialog).getByText(benefit)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toContain('+1');
    expect(screen.getByLabelText(/Company or organization/).getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' })));
    expect(toasts()).toEqual(['Invalid inputName is required']);
    expect(screen.getByText('Please provide more details about your land')).toBeTruthy();
    expect(screen.queryByText('Select a country code')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Slow down" after 4 submissions in an hour, without sending', async () => {
    const now = Date.now();
    localStorage.setItem(submissionKey('partnership'), JSON.stringify([now - 4000, now - 3000, now - 2000, now - 1000]));
    mount();
    act(() => openPartnership());
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jean Dupont' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jean@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '555 123 4567' } });
    fireEvent.change(screen.getByLabelText(/About your land/), { target: { value: 'Five hectares by the sea.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' })));
    expect(toasts()).toEqual(['Slow downToo many submissions. Please try again later.']);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Jean Dupont');
  });

  it('Cancel closes it', () => {
    mount();
    act(() => openPartnership());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
