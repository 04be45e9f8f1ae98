// Records the calls made to an object's methods (the identity provider's artifact store), or the
// statements run on the database, while `run` runs, and puts the methods back afterwards.
export interface StoreCall {
  name: string;
  args: unknown[];
}

export async function storeCalls(store: object, run: () => Promise<unknown>): Promise<StoreCall[]> {
  const calls: StoreCall[] = [];
  const target = store as Record<string, (...args: unknown[]) => unknown>;
  const names = Object.getOwnPropertyNames(Object.getPrototypeOf(store)).filter(
    (name) => name !== 'constructor' && typeof target[name] === 'function',
  );
  for (const name of names) {
    const method = target[name]!;
    target[name] = (...args: unknown[]) => (calls.push({ name, args }), method.apply(store, args));
  }
  try {
    await run();
  } finally {
    for (const name of names) delete target[name];
  }
  return calls;
}

interface StatementExecutor {
  executeQuery(query: { sql: string }, ...rest: unknown[]): unknown;
}

/** The SQL text of every statement run on `t`'s database while `run` runs. */
export async function databaseStatements(
  t: { deps: { db: { getExecutor(): unknown } } },
  run: () => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const executor = t.deps.db.getExecutor() as StatementExecutor;
  const executeQuery = executor.executeQuery;
  executor.executeQuery = (query, ...rest) => {
    statements.push(query.sql);
    return executeQuery.call(executor, query, ...rest);
  };
  try {
    await run();
  } finally {
    delete (executor as Partial<StatementExecutor>).executeQuery;
  }
  return statements;
}
