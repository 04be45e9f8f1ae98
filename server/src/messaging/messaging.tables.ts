import type { ColumnType } from 'kysely';
import type { TenantIdColumn } from '../tenancy/tenancy.tables';

export interface SmsOutboxTable {
  tenant_id: TenantIdColumn;
  id: string;
  mobile: string;
  body: string;
  purpose: string;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | 'sent' | 'failed' | undefined>;
  provider: string;
  error: string | null;
  creation_time: ColumnType<Date, never, never>;
}

export interface MessagingTables {
  sms_outbox: SmsOutboxTable;
}
