// The SMS outbox as the back office reads it: the newest messages first, optionally of one
// mobile number.
import type { TenantDb } from '../db/tenant-scope';
import { listOutbox } from './sms-outbox.repository';

export async function outboxPage(
  scope: TenantDb,
  query: { mobile?: string | undefined; take: number },
) {
  const page = await listOutbox(scope, { mobile: query.mobile, skip: 0, take: query.take });
  return {
    totalCount: page.totalCount,
    items: page.items.map((m) => ({
      id: m.id,
      mobile: m.mobile,
      body: m.body,
      purpose: m.purpose,
      status: m.status,
      provider: m.provider,
      creationTime: m.creation_time.toISOString(),
    })),
  };
}
