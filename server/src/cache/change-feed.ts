// Versions of what the in-process read caches hold, bumped when the database says the rows
// behind them changed. A cache entry records the versions of the keys it was read under
// (`stamp`) and is used only while they are unchanged (`isCurrent`), so a change anywhere —
// through this replica's API, another replica, a command-line job or plain SQL — retires
// every entry that could depend on it.
//
// The database tells every replica through `NOTIFY crm_change` (triggers of migration 0007,
// sent at commit); the writing replica also bumps at once when its own statement runs
// (change-tracking.plugin.ts), so its next request never reads what it just changed. While
// the notification channel is down nothing is cached (`isLive`), and on reconnecting every
// entry is retired, since notifications may have been missed.
export interface Change {
  /** The table whose rows changed. */
  table: string;
  /** The tenant of the rows (null for tables without one). */
  tenant: string | null;
  /** The user the rows belong to, for the tables keyed by user (sessions). */
  user: string | null;
}

/** Tables whose changes retire everything (no tenant, or read by every tenant). */
const GLOBAL_TABLES = new Set(['tenant', 'setting_global']);
/** Identity, permission, setting and feature rows: retire the tenant's identity entries. */
export const IDENTITY_TABLES = new Set([
  'app_user',
  'app_role',
  'user_role',
  'permission_grant',
  'setting_value',
  'feature_value',
]);
export const SESSION_TABLE = 'user_session';
/**
 * What the reports read: their inputs, and the status row of each basket's stored series
 * (written when a series is computed or extended to newer closes; not the series' own rows).
 */
export const REPORT_INPUT_TABLES = new Set([
  'instrument',
  'daily_price',
  'market_holiday',
  'fee_schedule',
  'wage_plan',
  'basket',
  'basket_member',
  'basket_event',
  'basket_series',
]);

/** Market rows: also retire what is kept of the tenant's closes (market/closes-cache.ts). */
export const MARKET_TABLES = new Set(['instrument', 'daily_price', 'market_holiday']);

export const GLOBAL_KEY = 'global';
export const identityKey = (tenant: string) => `identity:${tenant}`;
export const sessionsKey = (tenant: string) => `sessions:${tenant}`;
export const userSessionsKey = (tenant: string, user: string) => `sessions:${tenant}:${user}`;
export const reportsKey = (tenant: string) => `reports:${tenant}`;
export const marketKey = (tenant: string) => `market:${tenant}`;

/** The keys a change retires. Anything not understood retires everything. */
export function keysOf(change: Change): string[] {
  const { table, tenant, user } = change;
  if (GLOBAL_TABLES.has(table) || !tenant) return [GLOBAL_KEY];
  if (IDENTITY_TABLES.has(table)) return [identityKey(tenant)];
  if (table === SESSION_TABLE)
    return user ? [userSessionsKey(tenant, user)] : [sessionsKey(tenant)];
  if (MARKET_TABLES.has(table)) return [reportsKey(tenant), marketKey(tenant)];
  if (REPORT_INPUT_TABLES.has(table)) return [reportsKey(tenant)];
  return [GLOBAL_KEY];
}

export class ChangeFeed {
  private readonly versions = new Map<string, number>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private epoch = 0;
  private live = false;

  /**
   * Calls `listener` once at the next change of any of `keys` (or of everything): a request
   * waiting for a change (the multiple-login long poll). Returns the way to stop watching.
   */
  watchOnce(keys: readonly string[], listener: () => void): () => void {
    const once = () => {
      stop();
      listener();
    };
    const stop = () => {
      for (const key of keys) {
        const set = this.watchers.get(key);
        set?.delete(once);
        if (set?.size === 0) this.watchers.delete(key);
      }
    };
    for (const key of keys) {
      let set = this.watchers.get(key);
      if (!set) this.watchers.set(key, (set = new Set()));
      set.add(once);
    }
    return stop;
  }

  private notify(keys: Iterable<string>): void {
    const listeners = new Set<() => void>();
    for (const key of keys)
      for (const listener of this.watchers.get(key) ?? []) listeners.add(listener);
    for (const listener of listeners) listener();
  }

  /** Whether notifications are arriving: caches hold nothing while they are not. */
  isLive(): boolean {
    return this.live;
  }

  /** The current versions of `keys` (the global one always included). */
  stamp(keys: readonly string[]): string {
    let stamp = `${this.epoch}.${this.versions.get(GLOBAL_KEY) ?? 0}`;
    for (const key of keys) stamp += `.${this.versions.get(key) ?? 0}`;
    return stamp;
  }

  bump(key: string): void {
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    if (key === GLOBAL_KEY) this.notify([...this.watchers.keys()]);
    else if (this.watchers.has(key)) this.notify([key]);
  }

  apply(change: Change): void {
    for (const key of keysOf(change)) this.bump(key);
  }

  /** A notification whose text is not a change retires everything. */
  applyPayload(payload: string): void {
    const change = parseChange(payload);
    if (change) this.apply(change);
    else this.retireAll();
  }

  retireAll(): void {
    this.epoch += 1;
    this.notify([...this.watchers.keys()]);
  }

  /** The channel is up (again): what was cached before may have missed notifications. */
  connected(): void {
    this.retireAll();
    this.live = true;
  }

  disconnected(): void {
    this.live = false;
    this.retireAll();
  }
}

function parseChange(payload: string): Change | undefined {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.table !== 'string') return undefined;
    const text = (field: unknown) => (typeof field === 'string' && field ? field : null);
    return { table: value.table, tenant: text(value.tenant), user: text(value.user) };
  } catch {
    return undefined;
  }
}
