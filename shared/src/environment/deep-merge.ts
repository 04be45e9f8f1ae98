type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `overlay` merged into `base`, objects key by key at every depth; arrays and other values of
 * `overlay` replace those of `base`, and `undefined` in `overlay` leaves `base` as it is.
 * Neither argument is changed.
 */
export function deepMerge(base: unknown, overlay: unknown): unknown {
  if (overlay === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(overlay)) return overlay;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (key === '__proto__' || key === 'constructor') continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged;
}
