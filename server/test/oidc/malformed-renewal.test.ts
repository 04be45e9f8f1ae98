// A malformed renewal is the caller's own mistake: the provider answers it with RFC 6749's JSON
// (`invalid_request` or `invalid_grant`), and it changes nothing for the renewals sent beside
// it, pipelined on its connection or in flight on others.
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Browser, signInWithCode } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };
/** Refresh tokens the database cannot hold or the provider never mints. */
const MALFORMED = ['%00', 'abc%00def', '%C0%80', '%FF%FE', 'x'.repeat(3000)];

const renewalBody = (refreshToken: string) =>
  `grant_type=refresh_token&client_id=Crm_App&refresh_token=${refreshToken}`;

function renewalRequest(body: string): string {
  return (
    'POST /connect/token HTTP/1.1\r\nHost: localhost\r\n' +
    'Content-Type: application/x-www-form-urlencoded\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Sends `requests` back to back on one connection and reads every answer. */
function pipelined(port: number, requests: string[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(requests.join('')));
    let received = Buffer.alloc(0);
    const answers: Answer[] = [];
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd < 0) break;
        const head = received.subarray(0, headEnd).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < headEnd + 4 + length) break;
        const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString();
        answers.push({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
        received = received.subarray(headEnd + 4 + length);
      }
      if (answers.length === requests.length) socket.end();
    });
    socket.on('close', () => resolve(answers));
    socket.on('error', reject);
  });
}

describe('a malformed renewal', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  after(() => t.close());

  const signIn = () => signInWithCode(new Browser(t.app), ADMIN);
  const expectRefused = (answer: Answer) => {
    expect(answer.status).toBe(400);
    expect(['invalid_request', 'invalid_grant']).toContain(answer.body.error);
    expect(answer.body.error_description).toEqual(expect.any(String));
  };

  it('gets RFC 6749’s error, whatever it holds', async () => {
    for (const token of MALFORMED) {
      const [answer] = await pipelined(port, [renewalRequest(renewalBody(token))]);
      expectRefused(answer!);
    }
  });

  it('leaves the three good renewals pipelined behind it on its connection renewed', async () => {
    const sessions = await Promise.all([signIn(), signIn(), signIn()]);
    const answers = await pipelined(port, [
      renewalRequest(renewalBody('%00')),
      ...sessions.map((s) => renewalRequest(renewalBody(s.refresh_token!))),
    ]);
    expect(answers).toHaveLength(4);
    expectRefused(answers[0]!);
    for (const answer of answers.slice(1)) {
      expect(answer.status).toBe(200);
      expect(answer.body.refresh_token).toEqual(expect.any(String));
    }
  });

  it('leaves renewals in flight on other connections at the same moment renewed', async () => {
    const sessions = await Promise.all([signIn(), signIn(), signIn()]);
    const answers = await Promise.all([
      ...MALFORMED.map((token) => pipelined(port, [renewalRequest(renewalBody(token))])),
      ...sessions.map((s) => pipelined(port, [renewalRequest(renewalBody(s.refresh_token!))])),
    ]);
    for (const [answer] of answers.slice(0, MALFORMED.length)) expectRefused(answer!);
    for (const [answer] of answers.slice(MALFORMED.length)) expect(answer!.status).toBe(200);
  });

  it('refuses a token request whose body is cut short, and goes on serving', async () => {
    const body = renewalBody('abc');
    const head =
      'POST /connect/token HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length + 40}\r\n\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(head + body));
      let received = '';
      socket.on('data', (data) => (received += String(data)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
