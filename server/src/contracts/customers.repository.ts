// The customers behind contracts (rows of app_user, read and updated for the contract flow).
import type { TenantDb } from '../db/tenant-scope';

export function findCustomerByNationalCode(scope: TenantDb, nationalCode: string) {
  return scope.db
    .selectFrom('app_user')
    .selectAll()
    .where('national_code', '=', nationalCode)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function copyContactInfo(
  scope: TenantDb,
  userId: string,
  info: {
    name: string | null;
    surname: string | null;
    phoneNumber: string | null;
    nationalCode: string;
  },
) {
  await scope.db
    .updateTable('app_user')
    .set({
      name: info.name,
      surname: info.surname,
      phone_number: info.phoneNumber,
      national_code: info.nationalCode,
      last_modification_time: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}
