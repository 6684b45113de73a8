import { expect, test, visit } from './support';

/**
 * The free-home page words a failed payment its own way (spec §8, "Free-home page failure"),
 * through its variant's `messages.paymentFailed`; every other page keeps the usual toast
 * (payment.spec.ts). The failure is real: the create-payment request never reaches the server.
 */
const applicationFailed = 'There was an error processing your application. Please try again.';
const requestFailed = 'There was an error processing your request. Please try again.';

test('a failing payment on /apply shows the application failure text, opens no tab and can be pressed again', async ({ page, problems }) => {
  problems.allow(/create-payment|payment could not start|Failed to (send a request|fetch)/i);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
  await visit(page, '/apply');
  await page.route('**/functions/v1/create-payment', (route) => route.abort());
  const button = page.getByRole('button', { name: 'Apply Now' }).first();
  await button.click();
  await expect(page.getByText(applicationFailed).first()).toBeVisible();
  await expect(page.getByText(requestFailed)).toHaveCount(0);
  expect(page.context().pages()).toHaveLength(1);
  await expect(button).toBeEnabled();
});
