// The stored daily NAV series of a basket over a range: what the return reports read.
import type { TenantDb } from '../../db/tenant-scope';

export interface NavRow {
  day: string;
  nav: number;
  inflow: number;
  outflow: number;
}

export async function navRows(
  scope: TenantDb,
  basketId: string,
  from: string,
  to: string,
): Promise<NavRow[]> {
  const rows = await scope.db
    .selectFrom('basket_point')
    .select(['day', 'nav', 'inflow', 'outflow'])
    .where('basket_id', '=', basketId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    nav: Number(row.nav),
    inflow: Number(row.inflow),
    outflow: Number(row.outflow),
  }));
}
