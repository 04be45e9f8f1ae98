// Records the calls made to an object's methods (the identity provider's artifact store) while
// `run` runs, and puts the methods back afterwards.
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
