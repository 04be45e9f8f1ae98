// One-time codes at the service: expiry, the attempt limit, one use only, the sending limits;
// and the HTTP SMS provider: what it posts, and what the outbox keeps (the code masked).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { inTenant, type TenantDb } from '../../src/db/tenant-scope';
import { insertContract, findContract } from '../../src/contracts/contracts.repository';
import {
  checkCode,
  CODE_LIFETIME_MS,
  MAX_ATTEMPTS,
  sendCode,
} from '../../src/contracts/verification.service';
import {
  HttpSmsSender,
  OutboxSmsSender,
  type SmsMessage,
  type SmsSender,
} from '../../src/messaging/sms-sender';
import { listOutbox } from '../../src/messaging/sms-outbox.repository';
import { insertUser } from '../../src/identity/users.repository';
import { newUserRow } from '../../src/identity/user-factory';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

class CapturingSender implements SmsSender {
  sent: SmsMessage[] = [];
  async send(_scope: TenantDb, message: SmsMessage) {
    this.sent.push(message);
  }
  code() {
    return /(\d{6})/.exec(this.sent[this.sent.length - 1]!.body)![1]!;
  }
}

describe('verification codes and SMS senders', () => {
  let database: TestDatabase;
  const tenantId = randomUUID();
  const userId = randomUUID();
  const run = <T>(work: (scope: TenantDb) => Promise<T>) => inTenant(database.db, tenantId, work);
  const newContract = () =>
    run(async (scope) => {
      const id = randomUUID();
      await insertContract(scope, {
        id,
        customer_id: userId,
        state: 'SignContract',
        mobile: '09121234567',
      });
      return (await findContract(scope, id))!;
    });

  before(async () => {
    database = await createTestDatabase();
    await run((scope) =>
      insertUser(
        scope,
        newUserRow({ userName: 'c', email: 'c@x.example', passwordHash: null }, userId),
      ),
    );
  });
  after(() => database.dispose());

  it('accepts the right code once, within its lifetime', async () => {
    const sms = new CapturingSender();
    const contract = await newContract();
    const t0 = new Date();
    await run((s) => sendCode(s, sms, contract, userId, t0));
    const late = new Date(t0.getTime() + CODE_LIFETIME_MS + 1);
    expect(await run((s) => checkCode(s, contract.id, sms.code(), late))).toBe('expired');
    expect(await run((s) => checkCode(s, contract.id, sms.code(), t0))).toBe('ok');
    expect(await run((s) => checkCode(s, contract.id, sms.code(), t0))).toBe('expired');
  });

  it('locks a code after the attempt limit, even for the right code', async () => {
    const sms = new CapturingSender();
    const contract = await newContract();
    await run((s) => sendCode(s, sms, contract, userId));
    const wrong = sms.code() === '000000' ? '999999' : '000000';
    const results = [];
    for (let i = 0; i < MAX_ATTEMPTS; i += 1)
      results.push(await run((s) => checkCode(s, contract.id, wrong)));
    expect(results).toEqual([...Array(MAX_ATTEMPTS - 1).fill('invalid'), 'exhausted']);
    expect(await run((s) => checkCode(s, contract.id, sms.code()))).toBe('exhausted');
  });

  it('sends at most one code a minute and five an hour', async () => {
    const sms = new CapturingSender();
    const contract = await newContract();
    const start = Date.now();
    for (let i = 0; i < 5; i += 1)
      await run((s) => sendCode(s, sms, contract, userId, new Date(start + i * 61_000)));
    await expect(
      run((s) => sendCode(s, sms, contract, userId, new Date(start + 5 * 61_000))),
    ).rejects.toMatchObject({ status: 429 });
    const other = await newContract();
    await run((s) => sendCode(s, sms, other, userId, new Date(start)));
    await expect(
      run((s) => sendCode(s, sms, other, userId, new Date(start + 30_000))),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('writes the message to the outbox by default', async () => {
    await run((s) =>
      new OutboxSmsSender().send(s, {
        mobile: '09120000001',
        body: 'کد: 123456',
        purpose: 'test',
        secrets: ['123456'],
      }),
    );
    const outbox = await run((s) => listOutbox(s, { mobile: '09120000001', skip: 0, take: 5 }));
    expect(outbox.items[0]).toMatchObject({
      body: 'کد: 123456',
      provider: 'outbox',
      status: 'queued',
    });
  });

  it('posts to the HTTP provider and keeps the code masked; a failure is reported', async () => {
    const received: { auth: string | undefined; body: unknown }[] = [];
    let status = 200;
    const server = createServer((request: IncomingMessage, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(data) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    const sender = new HttpSmsSender({ url, apiKey: 'secret-key', from: '3000' });
    try {
      await run((s) =>
        sender.send(s, {
          mobile: '09120000002',
          body: 'کد: 654321',
          purpose: 'test',
          secrets: ['654321'],
        }),
      );
      expect(received[0]).toEqual({
        auth: 'Bearer secret-key',
        body: { from: '3000', to: '+989120000002', text: 'کد: 654321' },
      });
      status = 502;
      await expect(
        run((s) =>
          sender.send(s, {
            mobile: '09120000002',
            body: 'کد: 111111',
            purpose: 'test',
            secrets: ['111111'],
          }),
        ),
      ).rejects.toMatchObject({ status: 503 });
    } finally {
      server.close();
    }
    const outbox = await run((s) => listOutbox(s, { mobile: '09120000002', skip: 0, take: 5 }));
    // The failed send was rolled back with its transaction: the caller asks for a new code.
    expect(outbox.items.map((m) => [m.status, m.provider, m.body])).toEqual([
      ['sent', 'http', 'کد: ••••••'],
    ]);
    expect(received).toHaveLength(2);
  });
});
