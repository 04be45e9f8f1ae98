// Sending SMS: an interface with two implementations. The default writes the message to the
// tenant's outbox (a development and demo setup: the back office reads it there); the HTTP
// adapter posts it to a provider configured by environment (CRM_SMS_URL, CRM_SMS_API_KEY,
// CRM_SMS_FROM) and records the outcome in the outbox with the one-time code masked.
import { toE164Mobile } from '@crm/shared/persian';
import type { TenantDb } from '../db/tenant-scope';
import { AppError } from '../errors/app-error';
import { insertOutbox } from './sms-outbox.repository';

export interface SmsMessage {
  mobile: string;
  body: string;
  purpose: string;
  /** Secret parts of the body (a one-time code), hidden wherever the message is stored. */
  secrets?: readonly string[];
}

export interface SmsSender {
  send(scope: TenantDb, message: SmsMessage): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  async send(scope: TenantDb, message: SmsMessage): Promise<void> {
    await insertOutbox(scope, { ...message, provider: 'outbox', status: 'queued' });
  }
}

export interface HttpSmsConfig {
  url: string;
  apiKey: string;
  from: string;
}

function mask(body: string, secrets: readonly string[] = []): string {
  return secrets.reduce((text, secret) => text.replaceAll(secret, '•'.repeat(secret.length)), body);
}

export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly config: HttpSmsConfig,
    private readonly post: typeof fetch = fetch,
  ) {}

  async send(scope: TenantDb, message: SmsMessage): Promise<void> {
    const stored = { ...message, body: mask(message.body, message.secrets), provider: 'http' };
    let error: string | null = null;
    try {
      const response = await this.post(this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.config.apiKey}`,
        },
        body: JSON.stringify({
          from: this.config.from,
          to: toE164Mobile(message.mobile) ?? message.mobile,
          text: message.body,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    await insertOutbox(scope, { ...stored, status: error ? 'failed' : 'sent', error });
    if (error) throw new AppError(503, 'Crm:SmsSendFailed');
  }
}

export function smsSenderFor(config: { sms?: HttpSmsConfig | undefined }): SmsSender {
  return config.sms ? new HttpSmsSender(config.sms) : new OutboxSmsSender();
}
