// A real SMTP server (`smtp-server`) on a random loopback port, keeping every message it
// receives; tests read the decoded text (quoted-printable and base64 bodies are decoded).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text of the message's parts, joined. */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(header: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  const joined = header.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Decodes every part with a transfer encoding (a simple reader for nodemailer's output). */
function decodedText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function unfoldedHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
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
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: unfoldedHeader(raw, 'subject'),
          text: decodedText(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
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
