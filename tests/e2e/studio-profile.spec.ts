import { profileMessages } from '../../src/studio/profile/profile-rules';
import { scanAndShoot } from './studio-screens-support';
import { openScreenSignedIn } from './studio-support';
import { studioUser } from './studio-users';
import { expect, test } from './support';

/**
 * Issue 14's profile screen in a browser, against the built site and its embedded backend, as the
 * `profile` marketer (its own, so the name it saves never shows in another test's header).
 */
const username = `prof_${Date.now().toString(36)}`;

test('a marketer saves a profile, sees it after a reload and in the header; a bad username shows its message', async ({ page }) => {
  const user = studioUser('profile');
  await openScreenSignedIn(page, '/studio/profile', 'Profile', user);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(user.email);
  const form = page.getByRole('region', { name: 'Your profile' });
  const usernameField = form.getByLabel('Username');

  // The browser's own check: nothing is sent, the message is under the field, which has focus.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/rest/v1/rpc/save_studio_profile')) sent.push(request.url());
  });
  await usernameField.fill('ab');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText(profileMessages.usernameLength)).toBeVisible();
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
  await expect(usernameField).toBeFocused();
  await usernameField.fill('ada lovelace');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText(profileMessages.usernameCharacters)).toBeVisible();
  expect(sent).toEqual([]);

  await usernameField.fill(username);
  await form.getByLabel('Full name (optional)').fill('Ada <b>Lovelace</b>');
  await form.getByLabel('Bio (optional)').fill('Runs the Sumba launch campaigns.');
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/save_studio_profile'));
  await form.getByRole('button', { name: 'Save profile' }).click();
  expect((await answered).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Profile saved');
  await expect(usernameField).not.toHaveAttribute('aria-invalid', 'true');
  // The header names the marketer as typed (markup shown as text), no longer by email.
  await expect(banner).toContainText(`Ada <b>Lovelace</b>@${username}`);
  await expect(banner).not.toContainText(user.email);

  await page.reload();
  await expect(usernameField).toHaveValue(username);
  await expect(form.getByLabel('Full name (optional)')).toHaveValue('Ada <b>Lovelace</b>');
  await expect(form.getByLabel('Bio (optional)')).toHaveValue('Runs the Sumba launch campaigns.');
  await expect(banner).toContainText(`@${username}`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await scanAndShoot(page, `profile-${width}`);
  }
});
