// Real ids and names of one tenant's rows, by kind: what the route catalogue puts into path
// parameters and bodies. The first of each list is the one the tenant matrix uses.
export interface TenantSamples {
  tenantId: string;
  tenantName: string;
  user: string[];
  userName: string[];
  email: string[];
  role: string[];
  roleName: string[];
  basket: string[];
  basketCode: string[];
  contract: string[];
  wagePlan: string[];
  question: string[];
  answer: string[];
  instrument: string[];
}

/** Every uuid in the samples (the victim's are leak tokens). */
export function sampleIds(samples: TenantSamples): string[] {
  const { user, role, basket, contract, wagePlan, question, answer } = samples;
  return [...user, ...role, ...basket, ...contract, ...wagePlan, ...question, ...answer];
}
