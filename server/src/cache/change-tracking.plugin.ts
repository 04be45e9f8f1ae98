// The writing replica's own changes, seen at once: after a statement that inserts, updates or
// deletes rows of a cached table runs, the versions of what it could have changed are bumped
// in this process, without waiting for the database's notification (which follows at commit
// and bumps again, for every replica). The tenant and user are not known here, so the bump is
// wide: every tenant's entries of that kind, on this replica only.
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { ChangeFeed } from './change-feed';
import { IDENTITY_TABLES, MARKET_TABLES, REPORT_INPUT_TABLES, SESSION_TABLE } from './change-feed';

/** Keys this replica bumps for its own writes, one per kind of cached rows. */
export const LOCAL_IDENTITY_KEY = 'local:identity';
export const LOCAL_SESSIONS_KEY = 'local:sessions';
export const LOCAL_REPORTS_KEY = 'local:reports';
export const LOCAL_MARKET_KEY = 'local:market';

function localKeysOf(table: string): string[] {
  if (IDENTITY_TABLES.has(table)) return [LOCAL_IDENTITY_KEY];
  if (table === SESSION_TABLE) return [LOCAL_SESSIONS_KEY];
  if (MARKET_TABLES.has(table)) return [LOCAL_REPORTS_KEY, LOCAL_MARKET_KEY];
  if (REPORT_INPUT_TABLES.has(table)) return [LOCAL_REPORTS_KEY];
  if (table === 'tenant' || table === 'setting_global') return ['global'];
  return [];
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  // `sql.table(name)` inside a raw statement arrives as a raw node holding the table node.
  if (RawNode.is(node) && node.parameters.length === 1) return tableName(node.parameters[0]);
  return undefined;
}

/**
 * Raw statements that write cached rows: bulk inserts (db/bulk-insert.ts, the table a parameter),
 * updates and deletes with the table in the text (baskets' series marks), ending a session.
 */
function rawWrittenTable(node: RawNode): string | undefined {
  const head = node.sqlFragments[0] ?? '';
  if (/^\s*insert\s+into\s*$/i.test(head)) return tableName(node.parameters[0]);
  const named = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(head);
  if (named) return named[1]!.toLowerCase();
  if (/^\s*select\s+crm_end_session\s*\(/i.test(head)) return SESSION_TABLE;
  return undefined;
}

function writtenTable(node: RootOperationNode): string | undefined {
  if (RawNode.is(node)) return rawWrittenTable(node);
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return tableName(node.table);
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]);
  return undefined;
}

export class ChangeTrackingPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<QueryId, string[]>();

  constructor(private readonly changes: ChangeFeed) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    const keys = table ? localKeysOf(table) : [];
    if (keys.length > 0) this.pending.set(args.queryId, keys);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const key of this.pending.get(args.queryId) ?? []) this.changes.bump(key);
    return args.result;
  }
}
