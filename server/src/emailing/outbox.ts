// The e-mail outbox: every outgoing message kept as a `.eml` file (RFC 5322, as a mail client
// opens it) in `<CRM_DATA_DIR>/outbox/`, composed by nodemailer's stream transport exactly as
// SMTP would carry it. The demo start keeps one so that a machine without a mail server can
// still follow a reset link; the files hold live reset links, so only the owner may read them.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** A sortable, unique file name: the instant, then a random tail. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** Writes the message to the outbox folder; answers the file's path. */
export async function keepInOutbox(folder: string, mail: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mail);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, outboxFileName(new Date()));
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  return file;
}
