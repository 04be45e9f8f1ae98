// Policy expressions as in ABP: a single policy name, or terms joined by `||` (any) or `&&`
// (all). An operator needs at least two non-empty terms; otherwise the expression is denied.
// Unlike ABP, which allows only one operator kind per expression, `&&` binds tighter than
// `||`, so `A && B || C` means `(A && B) || C` instead of being silently denied.

export type GrantedPolicies = Readonly<Record<string, boolean | undefined>>;

function splitTerms(expression: string, operator: '||' | '&&'): string[] | undefined {
  const terms = expression.split(operator).map((term) => term.trim());
  return terms.length < 2 || terms.some((term) => term === '') ? undefined : terms;
}

function allGranted(granted: GrantedPolicies, expression: string): boolean {
  if (!expression.includes('&&')) return granted[expression.trim()] === true;
  const terms = splitTerms(expression, '&&');
  return terms !== undefined && terms.every((term) => granted[term] === true);
}

/** True when the expression is empty (no policy required) or granted. */
export function hasPolicy(granted: GrantedPolicies, expression: string | undefined): boolean {
  if (expression === undefined || expression.trim() === '') return true;
  if (!expression.includes('||')) return allGranted(granted, expression);
  const terms = splitTerms(expression, '||');
  return terms !== undefined && terms.some((term) => allGranted(granted, term));
}
