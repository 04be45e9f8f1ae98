// Sending e-mail through the SMTP server of the current side's e-mail settings (ABP's
// `Abp.Mailing.*`), with nodemailer, and keeping a copy in the outbox folder when there is one
// (outbox.ts). Failures become client-facing errors that say what went wrong (server
// unreachable, credentials refused, addresses refused) instead of a 500.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { AppError } from '../errors/app-error';
import { BadRequestError } from '../errors/app-error';
import { isTrue } from '../settings/setting-definitions';
import { decryptSecret } from '../settings/secret-values';
import { EMAIL_SETTING_NAMES } from './email-settings';
import { keepInOutbox } from './outbox';

export interface EmailMessage {
  from?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

type Values = ReadonlyMap<string, string>;

/** Where a side's e-mail goes: its SMTP settings, and the outbox folder if the server keeps one. */
export interface MailRoute {
  values: Values;
  secretKey: Buffer;
  outboxDir: string | undefined;
}

const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ETLS',
]);

const smtpHostOf = (values: Values) => values.get(EMAIL_SETTING_NAMES.smtpHost)?.trim() ?? '';

/** Whether a message can go anywhere: to an SMTP server or into the outbox. */
export function canSendEmail(route: Pick<MailRoute, 'values' | 'outboxDir'>): boolean {
  return Boolean(route.outboxDir) || smtpHostOf(route.values) !== '';
}

function transportOptions(values: Values, secretKey: Buffer, host: string) {
  const useDefault = isTrue(values.get(EMAIL_SETTING_NAMES.smtpUseDefaultCredentials));
  const user = values.get(EMAIL_SETTING_NAMES.smtpUserName);
  const storedPassword = values.get(EMAIL_SETTING_NAMES.smtpPassword) ?? '';
  return {
    host,
    port: Number(values.get(EMAIL_SETTING_NAMES.smtpPort)) || 25,
    secure: isTrue(values.get(EMAIL_SETTING_NAMES.smtpEnableSsl)),
    ...(useDefault || !user
      ? {}
      : { auth: { user, pass: decryptSecret(secretKey, storedPassword) ?? '' } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** The client-facing error for a failed send. */
export function sendingError(error: unknown, host: string, port: number): AppError {
  const code = (error as { code?: string } | undefined)?.code ?? '';
  const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
  if (UNREACHABLE.has(code))
    return new BadRequestError('Crm:SmtpUnreachable', [host, port], { cause: error });
  if (code === 'EAUTH')
    return new BadRequestError('Crm:SmtpAuthenticationFailed', [], { cause: error });
  if (code === 'EENVELOPE')
    return new BadRequestError('Crm:SmtpRecipientRejected', [detail], { cause: error });
  return new BadRequestError('Crm:EmailSendingFailed', [detail], { cause: error });
}

/**
 * Sends one message: into the outbox when the server keeps one, and to the SMTP server when a
 * host is set; `from` defaults to the settings' default sender.
 */
export async function sendEmail(route: MailRoute, message: EmailMessage): Promise<void> {
  if (!canSendEmail(route)) throw new BadRequestError('Crm:EmailNotConfigured');
  const { values } = route;
  const fromAddress = values.get(EMAIL_SETTING_NAMES.defaultFromAddress) ?? '';
  const fromName = values.get(EMAIL_SETTING_NAMES.defaultFromDisplayName) ?? '';
  const mail = {
    from: message.from ?? { name: fromName, address: fromAddress },
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  };
  if (route.outboxDir) await keepInOutbox(route.outboxDir, mail);
  const host = smtpHostOf(values);
  if (host) await sendBySmtp(transportOptions(values, route.secretKey, host), mail);
}

async function sendBySmtp(
  options: ReturnType<typeof transportOptions>,
  mail: SendMailOptions,
): Promise<void> {
  const transport = nodemailer.createTransport(options);
  try {
    await transport.sendMail(mail);
  } catch (error) {
    throw sendingError(error, options.host, options.port);
  } finally {
    transport.close();
  }
}
