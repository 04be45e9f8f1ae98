import { randomUUID } from 'node:crypto';
import { normalizeName } from './normalized-name';
import type { NewUserRow } from './users.repository';

export interface NewUser {
  userName: string;
  email: string;
  passwordHash: string | null;
  name?: string | null;
  surname?: string | null;
  phoneNumber?: string | null;
  nationalCode?: string | null;
  isActive?: boolean;
  lockoutEnabled?: boolean;
  shouldChangePassword?: boolean;
  creatorId?: string | null;
  extraProperties?: Record<string, unknown>;
}

/** The row of a new user, with fresh stamps. */
export function newUserRow(user: NewUser, id: string = randomUUID()): NewUserRow {
  return {
    id,
    user_name: user.userName.trim(),
    normalized_user_name: normalizeName(user.userName),
    email: user.email.trim(),
    normalized_email: normalizeName(user.email),
    name: user.name ?? null,
    surname: user.surname ?? null,
    phone_number: user.phoneNumber ?? null,
    national_code: user.nationalCode ?? null,
    password_hash: user.passwordHash,
    security_stamp: randomUUID(),
    is_active: user.isActive ?? true,
    lockout_enabled: user.lockoutEnabled ?? true,
    lockout_end: null,
    should_change_password: user.shouldChangePassword ?? false,
    last_password_change_time: user.passwordHash ? new Date() : null,
    concurrency_stamp: randomUUID(),
    extra_properties: JSON.stringify(user.extraProperties ?? {}),
    creator_id: user.creatorId ?? null,
    last_modification_time: null,
    last_modifier_id: null,
  };
}
