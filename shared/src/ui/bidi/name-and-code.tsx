// A user-supplied name as a page shows it: isolated, so that «سبد اختصاصی 1 (SB-00001)» keeps
// its order on an English page and a Latin name keeps its order on a Persian one, and in the
// page's digits: the server stores names with Latin digits (@crm/shared/dto's normalized-text),
// a Persian page shows «سبد اختصاصی ۱». A code is an identifier and is shown as typed.
import { isolate, localizeDigits, useSessionLanguage } from '@crm/shared';

/** A stored name in the page's digits, isolated. */
export function ShownName({ name }: { name: string }) {
  const language = useSessionLanguage();
  return <bdi>{localizeDigits(name, language)}</bdi>;
}

export function NameAndCode({ name, code }: { name: string; code: string }) {
  return (
    <span>
      <ShownName name={name} /> (<bdi>{code}</bdi>)
    </span>
  );
}

/** The same as plain text (an input's value, an accessible name), in `language`'s digits. */
export const nameAndCodeText = (name: string, code: string, language: string) =>
  `${isolate(localizeDigits(name, language))} (${code})`;
