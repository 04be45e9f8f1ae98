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

/**
 * The SQL text of every statement run while `run` runs, in or out of a transaction (the method
 * is replaced on the executors' prototype: a transaction has executors of its own).
 */
export async function databaseStatements(
  t: { deps: { db: { getExecutor(): unknown } } },
  run: () => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const prototype = Object.getPrototypeOf(t.deps.db.getExecutor()) as StatementExecutor;
  const own = Object.getOwnPropertyDescriptor(prototype, 'executeQuery');
  const executeQuery = prototype.executeQuery;
  prototype.executeQuery = function recorded(this: StatementExecutor, query, ...rest) {
    statements.push(query.sql);
    return executeQuery.call(this, query, ...rest);
  };
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(prototype, 'executeQuery', own);
    else delete (prototype as Partial<StatementExecutor>).executeQuery;
  }
  return statements;
}
