// ABP finds user names, e-mail addresses and role names by their normalized form, so that
// neither case nor surrounding spaces make two of them different.
export function normalizeName(value: string): string {
  return value.trim().toUpperCase();
}
