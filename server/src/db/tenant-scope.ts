// The one place that applies the tenant to tenant-scoped queries. Work for a tenant runs in
// `inTenant`: one transaction that (1) sets `app.tenant_id`, which PostgreSQL's row-level
// security policies read, and (2) runs every query through `TenantScopePlugin`, which adds
// `tenant_id = <tenant>` to every select, update and delete of a tenant-scoped table (in the
// WHERE clause for FROM tables, in the ON clause for joined ones), fills `tenant_id` into every
// insert and refuses an insert or update that names another tenant.
import type { InsertQueryNode } from 'kysely';
import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  IdentifierNode,
  JoinNode,
  OnNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  ReferenceNode,
  sql,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type DeleteQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type Transaction,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';
import type { Db } from './database';
import { DISTRIBUTED_TABLES, DISTRIBUTION_COLUMN } from './distribution';
import type { Database } from './schema';

/** The tenant-scoped tables: those distributed by tenant (db/distribution.ts). */
const SCOPED = new Set<string>(DISTRIBUTED_TABLES);
const TENANT_COLUMN = DISTRIBUTION_COLUMN;

export class TenantScopeViolation extends Error {}

/** The table name and the name it is referred to by, for a scoped table node. */
function scopedTable(node: OperationNode): { name: string; ref: string } | undefined {
  if (TableNode.is(node)) {
    const name = node.table.identifier.name;
    return SCOPED.has(name) ? { name, ref: name } : undefined;
  }
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    const name = node.node.table.identifier.name;
    return SCOPED.has(name) ? { name, ref: node.alias.name } : undefined;
  }
  return undefined;
}

class TenantScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly tenantId: string) {
    super();
  }

  private condition(ref: string): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(TENANT_COLUMN), TableNode.create(ref)),
      OperatorNode.create('='),
      ValueNode.create(this.tenantId),
    );
  }

  private addWhere(where: WhereNode | undefined, froms: readonly OperationNode[]) {
    let result = where;
    for (const from of froms) {
      const table = scopedTable(from);
      if (!table) continue;
      const condition = this.condition(table.ref);
      result = result
        ? WhereNode.cloneWithOperation(result, 'And', condition)
        : WhereNode.create(condition);
    }
    return result;
  }

  protected override transformJoin(node: JoinNode, queryId?: QueryId): JoinNode {
    const join = super.transformJoin(node, queryId);
    const table = scopedTable(join.table);
    if (!table) return join;
    const condition = this.condition(table.ref);
    return join.on
      ? { ...join, on: OnNode.cloneWithOperation(join.on, 'And', condition) }
      : JoinNode.createWithOn(join.joinType, join.table, condition);
  }

  protected override transformSelectQuery(
    node: SelectQueryNode,
    queryId?: QueryId,
  ): SelectQueryNode {
    const query = super.transformSelectQuery(node, queryId);
    return { ...query, where: this.addWhere(query.where, query.from?.froms ?? []) };
  }

  protected override transformDeleteQuery(
    node: DeleteQueryNode,
    queryId?: QueryId,
  ): DeleteQueryNode {
    const query = super.transformDeleteQuery(node, queryId);
    return { ...query, where: this.addWhere(query.where, query.from.froms) };
  }

  protected override transformUpdateQuery(
    node: UpdateQueryNode,
    queryId?: QueryId,
  ): UpdateQueryNode {
    const query = super.transformUpdateQuery(node, queryId);
    const table = query.table && scopedTable(query.table);
    if (!table) return query;
    const changesTenant = query.updates?.some(
      (update) => ColumnNode.is(update.column) && update.column.column.name === TENANT_COLUMN,
    );
    if (changesTenant) throw new TenantScopeViolation(`update of ${table.name}.tenant_id`);
    return { ...query, where: this.addWhere(query.where, [query.table!]) };
  }

  protected override transformInsertQuery(
    node: InsertQueryNode,
    queryId?: QueryId,
  ): InsertQueryNode {
    const query = super.transformInsertQuery(node, queryId);
    const table = query.into && scopedTable(query.into);
    if (!table) return query;
    const columns = query.columns ?? [];
    const index = columns.findIndex((column) => column.column.name === TENANT_COLUMN);
    if (!query.values || !ValuesNode.is(query.values)) {
      throw new TenantScopeViolation(`insert into ${table.name} without a VALUES list`);
    }
    if (index >= 0) {
      for (const row of query.values.values) this.checkTenantValue(row, index, table.name);
      return query;
    }
    const rows = query.values.values.map((row) =>
      PrimitiveValueListNode.is(row)
        ? PrimitiveValueListNode.create([...row.values, this.tenantId])
        : ValueListNode.create([...row.values, ValueNode.create(this.tenantId)]),
    );
    return {
      ...query,
      columns: [...columns, ColumnNode.create(TENANT_COLUMN)],
      values: ValuesNode.create(rows),
    };
  }

  private checkTenantValue(row: OperationNode, index: number, table: string): void {
    const value = PrimitiveValueListNode.is(row)
      ? row.values[index]
      : ValueListNode.is(row) && ValueNode.is(row.values[index]!)
        ? (row.values[index] as ValueNode).value
        : undefined;
    if (value !== this.tenantId)
      throw new TenantScopeViolation(`insert into ${table} for another tenant`);
  }
}

export class TenantScopePlugin implements KyselyPlugin {
  private readonly transformer: TenantScopeTransformer;

  constructor(readonly tenantId: string) {
    this.transformer = new TenantScopeTransformer(tenantId);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A transaction bound to one tenant; repositories of tenant-scoped tables take this. */
export interface TenantDb {
  readonly tenantId: string;
  readonly db: Transaction<Database>;
  /** The database the transaction is on (what is kept in process is kept per database). */
  readonly root?: Db;
}

/** Runs `work` in one transaction scoped to `tenantId` (see the file comment). */
export function inTenant<T>(
  db: Db,
  tenantId: string,
  work: (scope: TenantDb) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
    return work({ tenantId, db: trx.withPlugin(new TenantScopePlugin(tenantId)), root: db });
  });
}
