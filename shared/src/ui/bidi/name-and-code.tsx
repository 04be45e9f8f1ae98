// A user-supplied name with its code, each isolated: «سبد اختصاصی 1 (SB-00001)» keeps its order
// on an English page, and a Latin name keeps its order on a Persian one.
import { isolate } from '@crm/shared';

export function NameAndCode({ name, code }: { name: string; code: string }) {
  return (
    <span>
      <bdi>{name}</bdi> (<bdi>{code}</bdi>)
    </span>
  );
}

/** The same as plain text (an input's value, an accessible name). */
export const nameAndCodeText = (name: string, code: string) => `${isolate(name)} (${code})`;
