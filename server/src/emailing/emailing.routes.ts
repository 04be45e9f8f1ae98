// ABP's e-mail settings (`/api/setting-management/emailing`) and the test e-mail. The settings
// are the current side's own (global on the host, the tenant's in a tenant). The SMTP password
// is stored encrypted, never sent back, and an empty one leaves the stored one alone.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { inRequestTenant } from '../auth/scoped';
import { secretSubkey } from '../config/secret-key';
import { encryptSecret } from '../settings/secret-values';
import { setSettingForSide, settingValues } from '../settings/settings.service';
import { enforceRateLimit } from '../web/rate-limit';
import { parseInput } from '../web/validate';
import { emailSettingsDto, EMAIL_SETTING_NAMES, type EmailSettingField } from './email-settings';
import { emailSettingsSchema, testEmailSchema, type EmailSettingsInput } from './emailing.schemas';
import { sendEmail } from './mailer';

const BASE = '/api/setting-management/emailing';
/** Test e-mails one address may send per minute (ASVS 2.4.1). */
const TEST_EMAIL_RATE_LIMIT = 10;

function storedValues(input: EmailSettingsInput, encrypt: (plain: string) => string) {
  const values: Record<EmailSettingField, string | undefined> = {
    smtpHost: input.smtpHost ?? '',
    smtpPort: String(input.smtpPort),
    smtpUserName: input.smtpUserName ?? '',
    smtpPassword: input.smtpPassword ? encrypt(input.smtpPassword) : undefined,
    smtpDomain: input.smtpDomain ?? '',
    smtpEnableSsl: String(input.smtpEnableSsl),
    smtpUseDefaultCredentials: String(input.smtpUseDefaultCredentials),
    defaultFromAddress: input.defaultFromAddress,
    defaultFromDisplayName: input.defaultFromDisplayName,
  };
  return Object.entries(values).filter(
    (entry): entry is [EmailSettingField, string] => entry[1] !== undefined,
  );
}

export async function emailingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const policy = { config: { policy: 'SettingManagement.Emailing' } };
  const key = () => secretSubkey(deps.config, 'setting-encryption');

  app.get(BASE, policy, async (request) => {
    const values = await inRequestTenant(deps.db, request, (scope) =>
      settingValues(scope, request.crm.tenant.isHost),
    );
    return {
      ...emailSettingsDto(values),
      hasSmtpPassword: Boolean(values.get(EMAIL_SETTING_NAMES.smtpPassword)),
    };
  });

  app.post(BASE, policy, async (request, reply) => {
    const input = parseInput(emailSettingsSchema, request.body);
    const secret = key();
    const isHost = request.crm.tenant.isHost;
    await inRequestTenant(deps.db, request, async (scope) => {
      for (const [field, value] of storedValues(input, (plain) => encryptSecret(secret, plain))) {
        await setSettingForSide(scope, isHost, EMAIL_SETTING_NAMES[field], value);
      }
    });
    return reply.status(204).send();
  });

  app.post(
    `${BASE}/send-test-email`,
    { config: { policy: 'SettingManagement.Emailing.Test' } },
    async (request, reply) => {
      await enforceRateLimit(deps.ephemeral, 'test-email', request, TEST_EMAIL_RATE_LIMIT);
      const input = parseInput(testEmailSchema, request.body);
      const values = await inRequestTenant(deps.db, request, (scope) =>
        settingValues(scope, request.crm.tenant.isHost),
      );
      const route = { values, secretKey: key(), outboxDir: deps.config.emailOutboxDir };
      await sendEmail(route, {
        from: input.senderEmailAddress,
        to: input.targetEmailAddress,
        subject: input.subject,
        text: input.body ?? '',
      });
      return reply.status(204).send();
    },
  );
}
