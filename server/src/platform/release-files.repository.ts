// The files of uploaded releases, kept in the database so that every replica can serve them.
import type { Db } from '../db/database';
import type { ReleaseFile } from './release-files';
import { releaseContentType } from './release-content-type';

/** Rows per insert: a release is at most 50 MB, so a statement stays well below that too. */
const INSERT_CHUNK = 100;

export async function insertReleaseFiles(
  db: Db,
  name: string,
  version: string,
  files: ReleaseFile[],
): Promise<void> {
  for (let start = 0; start < files.length; start += INSERT_CHUNK) {
    const rows = files.slice(start, start + INSERT_CHUNK).map((file) => ({
      name,
      version,
      path: file.path,
      content_type: releaseContentType(file.path),
      content: file.content,
    }));
    await db
      .insertInto('remote_release_file')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export async function listReleaseFiles(
  db: Db,
  name: string,
  version: string,
): Promise<ReleaseFile[]> {
  const rows = await db
    .selectFrom('remote_release_file')
    .select(['path', 'content'])
    .where('name', '=', name)
    .where('version', '=', version)
    .execute();
  return rows.map((row) => ({
    path: row.path,
    content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
  }));
}

export async function hasReleaseFile(
  db: Db,
  name: string,
  version: string,
  path: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('remote_release_file')
    .select('path')
    .where('name', '=', name)
    .where('version', '=', version)
    .where('path', '=', path)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any file of the release is stored (none: registered by URL, or uploaded earlier). */
export async function hasStoredFiles(db: Db, name: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('remote_release_file')
    .select('path')
    .where('name', '=', name)
    .where('version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
