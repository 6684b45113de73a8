import { consentGiven, en, loaded, partnerButton, partnerRoute, toast } from './dialog-support';
import { openSignedIn } from './studio-support';
import { expect, test, visit } from './support';

/**
 * Documents on a partnership application end to end, in the built site with its embedded
 * backend: a photo and a renamed program attached in the real dialog, the application sent, the
 * program reported, and the photo opened by a marketer from the lead.
 */
const campaign = `files-${Date.now().toString(36)}`;
const p = en.partnership;

const png = () => {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const elf = () => {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(bytes);
  return bytes;
};

test('a partner attaches a photo and a renamed program; the photo reaches the lead, the program is reported', async ({ page }) => {
  await consentGiven(page);
  await visit(page, `${partnerRoute}?utm_campaign=${campaign}`);
  await page.getByRole('button', { name: partnerButton(loaded.pages.find((x) => x.data.route === partnerRoute)!.data) }).click();
  const dialog = page.getByRole('dialog', { name: p.title });
  await dialog.getByLabel(p.name.label, { exact: true }).fill('Wayan Sudarta');
  await dialog.getByLabel(p.email.label, { exact: true }).fill('wayan@example.com');
  await dialog.getByLabel(p.phone.label, { exact: true }).fill('555 123 4567');
  await dialog.getByLabel(p.landDetails.label).fill('Three hectares above the beach with a spring and a track to the road.');

  const input = dialog.getByLabel(`${p.documents.label} ${p.optional}`, { exact: true });
  await input.setInputFiles([
    { name: 'plot-north.png', mimeType: 'image/png', buffer: png() },
    { name: 'deed.pdf', mimeType: 'application/pdf', buffer: elf() },
  ]);
  const list = dialog.getByRole('list', { name: p.documents.label });
  await expect(list.getByRole('listitem').filter({ hasText: 'deed.pdf' })).toContainText('Unsupported file type');
  await expect(list.getByRole('listitem').filter({ hasText: 'plot-north.png' })).toHaveAttribute('data-document-state', 'ready');

  const uploaded = page.waitForResponse((response) => response.url().includes('/functions/v1/lead-files'));
  const applied = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/submit_partnership_application'));
  await dialog.getByRole('button', { name: p.submit }).click();
  expect((await uploaded).status()).toBe(200);
  const application = await applied;
  expect(application.status()).toBe(200);
  expect(application.request().postDataJSON()).toMatchObject({ fileIds: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect(page.getByRole('dialog', { name: p.confirmation.title })).toBeVisible();
  await expect(toast(page).filter({ hasText: p.documents.notSentToast.title })).toContainText('deed.pdf');

  await openSignedIn(page, `/studio/leads?utm_campaign=${campaign}&kind=partnership`);
  await page.getByRole('button', { name: 'Wayan Sudarta' }).click();
  const panel = page.getByRole('dialog', { name: 'Wayan Sudarta' });
  const files = panel.getByTestId('lead-files');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('plot-north.png');
  await expect(files).toContainText('PNG image');
  const popup = page.waitForEvent('popup');
  await files.getByRole('button', { name: 'Open plot-north.png' }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toMatch(/^\/storage\/v1\/object\/sign\/lead-files\/[0-9a-f-]{36}$/);
  // The same short-lived address, read again: the stored bytes, as the type they were checked to be.
  const response = await page.request.get(opened.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).equals(png())).toBe(true);
});
