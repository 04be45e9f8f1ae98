// `keys:rotate`: adds a new signing key of each algorithm (access tokens, ID tokens). On PostgreSQL it works while servers run: the key is
// published at once and signs only after two refresh intervals, by when every server has
// loaded it. PGlite allows one process, so there the command refuses while the server holds
// the data folder; after a restart the new key signs at once.
import type { ServerConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { DataFolderLockedError } from '../db/pglite-lock';
import { addSigningKeys, listSigningKeys } from './signing-keys';

export type RotateResult =
  { ok: true; kids: string[]; activatesAt: Date; keys: number } | { ok: false; message: string };

export async function rotateSigningKeys(config: ServerConfig): Promise<RotateResult> {
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      return {
        ok: false,
        message:
          `The server (process ${error.ownerPid}) holds the data folder: the embedded database ` +
          'allows one process at a time. Stop the server, run keys:rotate again, then start the server.',
      };
    }
    throw error;
  }
  try {
    await database.migrate();
    const delaySeconds = database.kind === 'postgres' ? 2 * config.signingKeyRefreshSeconds : 0;
    const kids = await addSigningKeys(database.db, delaySeconds);
    const keys = await listSigningKeys(database.db);
    return {
      ok: true,
      kids,
      activatesAt: keys.find((key) => key.kid === kids[0])!.activatesAt,
      keys: keys.length,
    };
  } finally {
    await database.close();
  }
}
