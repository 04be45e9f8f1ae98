// A real SMTP server (`smtp-server`) on a random loopback port, keeping every message it
// receives; tests read its subject and text as a mail client would (`mailparser` decodes them).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text of the message's parts, joined. */
  text: string;
}

/** The text of a parsed message: its plain part and its HTML part, as a test searches them. */
const textOf = (mail: ParsedMail) => [mail.text, mail.html || undefined].filter(Boolean).join('\n');

/** Subject, recipients and decoded text of a raw message (one received, or a `.eml` of the outbox). */
export async function readMessage(
  raw: string,
): Promise<{ subject: string; to: string; text: string }> {
  const mail = await simpleParser(raw);
  const to = [mail.to].flat().map((address) => address?.text ?? '');
  return { subject: mail.subject ?? '', to: to.join(', '), text: textOf(mail) };
}

export async function startSmtpInbox(options: { username?: string; password?: string } = {}) {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.username ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.username,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              subject: mail.subject ?? '',
              text: textOf(mail),
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The first message to `address` received after `since` messages (waits up to 10 s). */
  async function waitFor(address: string, since = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = messages.slice(since).find((m) => m.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    port,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
