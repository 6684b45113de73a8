// @vitest-environment jsdom
/// <reference types="vitest/jsdom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dialogPayload } from '../../../src/interactive/dialogs/dialog-payload';
import { DialogRoot } from '../../../src/interactive/dialogs/dialog-root';
import { closeDialog, openPartnership } from '../../../src/interactive/dialogs/dialog-store';
import { dialogsSchemaFor } from '../../../src/interactive/dialogs/dialogs-schema';
import { Toaster } from '../../../src/ui/toast';
import { toastStore } from '../../../src/ui/toast-store';
import { startTestServer, type TestServer } from './http-harness';
import { samples } from './lead-files-harness';

/**
 * The real partnership dialog (jsdom) against the real embedded backend over HTTP: when one
 * document cannot be uploaded, the application still goes, carries the one that arrived, and the
 * visitor is told which file was not sent, in their language.
 */
const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/dialogs.yaml'), 'utf8')));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The page is served by this backend, as npm start serves both: the dialog talks to its own origin.
  jsdom.reconfigure({ url: `${server.url}/partner` });
});
afterAll(() => server?.close());

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  // One upload an hour from this address: the second document of an application is refused (429).
  await server.backend.db.query('delete from public.rate_limit_hits');
  await server.backend.db.query("update public.rate_limit_rules set max_requests = 1 where endpoint = 'lead_file'");
});
afterEach(() => {
  act(() => {
    closeDialog();
    for (const item of toastStore.get().items) toastStore.dismiss(item.id);
  });
  cleanup();
});

describe.each(['en', 'es'] as const)('an application whose second document fails to upload (%s)', (locale) => {
  it('is sent with the first document and names the other in a toast', async () => {
    const payload = dialogPayload(dialogs, locale);
    const t = payload.texts.partnership;
    render(
      <>
        <DialogRoot payload={payload} />
        <Toaster />
      </>,
    );
    act(() => openPartnership());
    const name = `Ana ${locale.toUpperCase()} Files`;
    fireEvent.change(screen.getByLabelText(t.name.label), { target: { value: name } });
    fireEvent.change(screen.getByLabelText(t.email.label), { target: { value: `ana.${locale}@example.com` } });
    fireEvent.change(screen.getByLabelText(t.phone.label), { target: { value: '555 123 4567' } });
    fireEvent.change(screen.getByLabelText(new RegExp(t.landDetails.label)), { target: { value: 'Twelve hectares of olive groves with a well.' } });
    fireEvent.change(screen.getByLabelText(new RegExp(t.documents.label), { selector: 'input' }), {
      target: { files: [new File([samples.png()], 'plot.png'), new File([samples.pdf()], 'survey.pdf')] },
    });
    await waitFor(() => expect(document.querySelectorAll('[data-document-state="ready"]')).toHaveLength(2));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.submit })));
    await waitFor(() => expect(screen.getByRole('dialog', { name: t.confirmation.title })).toBeTruthy(), { timeout: 10_000 });
    const toast = [...document.querySelectorAll('[data-slot="toast"]')].find((item) => item.textContent?.includes(t.documents.notSentToast.title));
    expect(toast?.textContent).toContain('survey.pdf');
    expect(toast?.textContent).not.toContain('plot.png');

    const { rows } = await server.backend.db.query<{ file: string }>(
      'select f.name as file from public.lead_files f join public.partnership_applications a on a.id = f.partnership_application_id where a.name = $1',
      [name],
    );
    expect(rows).toEqual([{ file: 'plot.png' }]);
    expect(within(document.body).queryByText('survey.pdf')).toBeNull(); // the form was reset with the application
  });
});
