// Whether an answer shows another tenant's rows: the victim tenant's data carries a random
// marker in every text, and its ids are known. A token the request itself carried (an id the
// caller sent, echoed in an error) is not a leak.
export interface VictimTokens {
  /** Present in every text value the victim tenant holds (`<marker>-…`). */
  marker: string;
  /** Ids of the victim tenant's rows (users, roles, baskets, contracts, …). */
  ids: readonly string[];
}

export function leakedTokens(answer: string, request: string, victim: VictimTokens): string[] {
  const body = answer.toLowerCase();
  const sent = request.toLowerCase();
  const tokens = [`${victim.marker}-`, ...victim.ids].map((token) => token.toLowerCase());
  return tokens.filter((token) => body.includes(token) && !sent.includes(token));
}
