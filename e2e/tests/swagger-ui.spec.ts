// Swagger UI at /swagger, as ABP serves it: the Authorize button signs in through the product's
// identity provider (code flow with PKCE, client Crm_Swagger) in a popup, and "Try it out" then
// calls the API with the token. Any console error (a CSP violation among them) fails the test.
import { expect, test } from '../src/fixtures';
import { DEMO_ADMIN } from '../src/sign-in';

test('Swagger UI signs in as the demo admin and lists the users with “Try it out”', async ({
  page,
}) => {
  await page.goto('/swagger?__tenant=demo');
  // Swagger UI resolves the whole document and draws its 136 operations before the title shows:
  // 1.8 s on an idle machine, past 15 s once in a full run with three workers on two cores.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Portfolio CRM API', {
    timeout: 60_000,
  });

  await page.locator('.swagger-ui .btn.authorize').first().click();
  const dialog = page.locator('.dialog-ux');
  await expect(dialog.getByRole('heading', { name: /^oauth2 / })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'client_id:' })).toHaveValue('Crm_Swagger');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click(),
  ]);
  await expect(popup.getByTestId('tenant-box')).toContainText(DEMO_ADMIN.tenant!);
  await popup.locator('input[name="userNameOrEmailAddress"]').fill(DEMO_ADMIN.userName);
  await popup.locator('input[name="password"]').fill(DEMO_ADMIN.password);
  await popup.getByTestId('page-login').locator('button[type="submit"]').click();
  await popup.waitForEvent('close');
  await expect(dialog.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await page.locator('.dialog-ux .modal-ux-header .close-modal').click();

  const operation = page.locator('#operations-IdentityUser-IdentityUser_GetList');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = operation.locator('.live-responses-table .response').first();
  await expect(response.locator('.response-col_status')).toHaveText('200');
  const body = response.locator('.response-col_description pre').first();
  await expect(body).toContainText('"userName": "admin"');
  await expect(body).toContainText('"totalCount"');
});
