// Points a side's e-mail settings at a test SMTP inbox, through the settings API as an
// administrator does; `credentials` makes the server sign in to it.
import { expect } from 'expect';
import type { TestApp } from './test-app';

export async function pointEmailingAt(
  t: TestApp,
  admin: Record<string, string>,
  port: number,
  credentials?: { userName: string; password: string },
): Promise<void> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/setting-management/emailing',
    headers: admin,
    payload: {
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUseDefaultCredentials: !credentials,
      ...(credentials
        ? { smtpUserName: credentials.userName, smtpPassword: credentials.password }
        : {}),
      defaultFromAddress: 'noreply@demo.example',
      defaultFromDisplayName: 'سامانهٔ دمو',
    },
  });
  expect(saved.statusCode).toBe(204);
}
