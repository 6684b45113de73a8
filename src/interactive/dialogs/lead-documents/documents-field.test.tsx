// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Toaster } from '../../../ui/toast';
import { dialogPayload } from '../dialog-payload';
import { DialogRoot } from '../dialog-root';
import { closeDialog, openPartnership } from '../dialog-store';
import { dialogsSchemaFor } from '../dialogs-schema';

/**
 * The spec's file rule in the partnership dialog, per language: what a visitor sees when they
 * choose files, before anything is sent. The server's side is tests/unit/backend/lead-files-http.test.ts.
 */
const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(join(import.meta.dirname, '../../../../variants/_shared/dialogs.yaml'), 'utf8')));
const MB10 = 10 * 1024 * 1024;

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const elf = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
  return bytes;
};

const expected = {
  en: {
    label: /Documents about the land/,
    tooLarge: 'File too large (max 10MB)',
    unsupported: 'Unsupported file type',
    nameTooLong: 'File name too long',
    remove: 'Remove',
  },
  es: {
    label: /Documentos sobre el terreno/,
    tooLarge: 'Archivo demasiado grande (máx. 10MB)',
    unsupported: 'Tipo de archivo no admitido',
    nameTooLong: 'Nombre de archivo demasiado largo',
    remove: 'Quitar',
  },
} as const;

afterEach(() => {
  act(() => closeDialog());
  cleanup();
  document.body.innerHTML = '';
});

function choose(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe.each(['en', 'es'] as const)('documents on the partnership form (%s)', (locale) => {
  const words = expected[locale];
  const mount = () => {
    render(
      <>
        <DialogRoot payload={dialogPayload(dialogs, locale)} />
        <Toaster />
      </>,
    );
    act(() => openPartnership());
    return screen.getByLabelText(words.label, { selector: 'input' });
  };

  it('is an optional file input for several files, described by its hint', () => {
    const input = mount() as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(dialogs.texts[locale]!.partnership.documents.hint);
  });

  it('refuses 10 MB + 1 byte and keeps exactly 10 MB, each listed with its size', async () => {
    const input = mount();
    choose(input, [new File([png(MB10 + 1)], 'too-big.png'), new File([png(MB10)], 'just-right.png')]);
    await waitFor(() => expect(within(row('too-big.png')).getByText(words.tooLarge)).toBeTruthy());
    await waitFor(() => expect(row('just-right.png').dataset.documentState).toBe('ready'));
    expect(row('just-right.png').textContent).toContain('10');
    expect(within(row('just-right.png')).queryByText(words.tooLarge)).toBeNull();
  });

  it('refuses a renamed program by its bytes, whatever its name and declared type', async () => {
    const input = mount();
    choose(input, [new File([elf()], 'deed.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(within(row('deed.pdf')).getByText(words.unsupported)).toBeTruthy());
  });

  it('accepts CSV text and refuses a name over 255 characters', async () => {
    const input = mount();
    const long = `${'a'.repeat(252)}.csv`;
    choose(input, [new File(['parcel,hectares\n14,12.5\n'], 'parcels.txt'), new File(['a,b\n'], long)]);
    await waitFor(() => expect(row('parcels.txt').dataset.documentState).toBe('ready'));
    await waitFor(() => expect(within(row(long)).getByText(words.nameTooLong)).toBeTruthy());
  });

  it('takes a file off the list with its remove button, named after the file', async () => {
    const input = mount();
    choose(input, [new File([png(100)], 'plot.png')]);
    await waitFor(() => expect(row('plot.png').dataset.documentState).toBe('ready'));
    fireEvent.click(screen.getByRole('button', { name: `${words.remove} plot.png` }));
    expect(screen.queryByText('plot.png')).toBeNull();
  });
});
