// Feeds the database's `crm_change` notifications into a ChangeFeed: PGlite delivers them in
// process; PostgreSQL on a connection of its own, re-opened after a loss (nothing is cached
// while it is down, and everything cached before is retired when it is back).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ChangeFeed } from './change-feed';

export const CHANGE_CHANNEL = 'crm_change';
const RECONNECT_MS = 500;

export async function listenPglite(pglite: PGlite, changes: ChangeFeed): Promise<() => void> {
  const stop = await pglite.listen(CHANGE_CHANNEL, (payload) => changes.applyPayload(payload));
  changes.connected();
  return () => {
    changes.disconnected();
    void stop().catch(() => undefined); // the database may already be closed: nothing to stop
  };
}

/** Listens until the returned function is called; reconnects by itself. */
export function listenPostgres(databaseUrl: string, changes: ChangeFeed): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    changes.disconnected();
    client?.removeAllListeners();
    client?.end().catch(() => undefined); // the connection is already lost: ending it may fail
    client = undefined;
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };

  const connect = () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => changes.applyPayload(message.payload ?? ''));
    next.on('error', () => client === next && lost());
    next.on('end', () => client === next && lost());
    next
      .connect()
      .then(() => next.query(`listen ${CHANGE_CHANNEL}`))
      .then(() => {
        if (client === next && !stopped) changes.connected();
      })
      .catch(() => client === next && lost());
  };

  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    changes.disconnected();
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined); // shutting down: a connection already gone is fine
  };
}
