// Demo users in bulk: one password hash shared by all (hashing is the slow part), rows written
// with `unnest`, and each user's role.
import { randomUUID } from 'node:crypto';
import type { BulkColumn } from '../../db/bulk-insert';
import { bulkInsert } from '../../db/bulk-insert';
import type { TenantDb } from '../../db/tenant-scope';
import { newUserRow, type NewUser } from '../../identity/user-factory';

export interface DemoUser extends Omit<NewUser, 'passwordHash' | 'email'> {
  roleId: string;
  /** Days since the password was last changed (default 0). */
  passwordAgeDays?: number;
}

const COLUMNS: readonly BulkColumn[] = [
  ['id', 'uuid'],
  ['user_name', 'text'],
  ['normalized_user_name', 'text'],
  ['email', 'text'],
  ['normalized_email', 'text'],
  ['name', 'text'],
  ['surname', 'text'],
  ['phone_number', 'text'],
  ['national_code', 'text'],
  ['password_hash', 'text'],
  ['security_stamp', 'text'],
  ['should_change_password', 'boolean'],
  ['last_password_change_time', 'timestamptz'],
  ['concurrency_stamp', 'text'],
];

/** Inserts the users; returns their ids by user name. */
export async function insertDemoUsers(
  scope: TenantDb,
  users: readonly DemoUser[],
  passwordHash: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const now = Date.now();
  const rows = users.map((user) => {
    const id = randomUUID();
    ids.set(user.userName, id);
    const row = newUserRow({ ...user, email: `${user.userName}@demo.crm.local`, passwordHash }, id);
    const changed = new Date(now - (user.passwordAgeDays ?? 0) * 86_400_000);
    return [
      id,
      row.user_name,
      row.normalized_user_name,
      row.email,
      row.normalized_email,
      row.name,
      row.surname,
      row.phone_number,
      row.national_code,
      passwordHash,
      row.security_stamp,
      row.should_change_password ?? false,
      changed.toISOString(),
      row.concurrency_stamp,
    ];
  });
  await bulkInsert(scope, 'app_user', COLUMNS, rows);
  await bulkInsert(
    scope,
    'user_role',
    [
      ['user_id', 'uuid'],
      ['role_id', 'uuid'],
    ],
    users.map((user) => [ids.get(user.userName), user.roleId]),
  );
  return ids;
}
