import { useCallback, useMemo, useState } from 'react';

/**
 * The fields the user has changed, as Angular's `dirty`: a field stays changed even when its
 * value goes back. `markAll` makes every field count (a submit marks all fields dirty).
 */
export function useEditedFields() {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const markEdited = useCallback((name: string) => {
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);
  const isEdited = useCallback((name: string) => all || edited.has(name), [all, edited]);
  const markAll = useCallback(() => setAll(true), []);
  return useMemo(() => ({ isEdited, markEdited, markAll }), [isEdited, markEdited, markAll]);
}
