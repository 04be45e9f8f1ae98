// Every SMS the server sends, kept per tenant: the default sender only writes here, the HTTP
// provider also records the outcome. The back office reads it (and end-to-end tests the codes).
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../db/tenant-scope';
import { pagedQuery } from '../db/paged-query';

export interface OutboxEntry {
  mobile: string;
  body: string;
  purpose: string;
  provider: string;
  status: 'queued' | 'sent' | 'failed';
  error?: string | null;
}

export async function insertOutbox(scope: TenantDb, entry: OutboxEntry): Promise<string> {
  const id = randomUUID();
  await scope.db
    .insertInto('sms_outbox')
    .values({
      id,
      mobile: entry.mobile,
      body: entry.body,
      purpose: entry.purpose,
      provider: entry.provider,
      status: entry.status,
      error: entry.error ?? null,
    })
    .execute();
  return id;
}

export async function listOutbox(
  scope: TenantDb,
  query: { mobile?: string | undefined; skip: number; take: number },
) {
  let base = scope.db.selectFrom('sms_outbox');
  if (query.mobile) base = base.where('mobile', '=', query.mobile);
  return pagedQuery(base, (q) => q.selectAll().orderBy('creation_time', 'desc'), query);
}
