// Whom a page speaks to. The back office (Crm.PortfolioModify, the server's rule too) works on
// every customer's contracts and baskets and has no contract of its own; a customer is someone
// who may sign a contract (Crm.AssetManagement) and is not back office; anyone else (the host's
// administrator) is neither, and sees no customer's texts or buttons either.
import type { GrantedPolicies } from './has-policy';

export const BACK_OFFICE_POLICY = 'Crm.PortfolioModify';
export const CUSTOMER_POLICY = 'Crm.AssetManagement';

export type Audience = 'backOffice' | 'customer' | 'other';

export function audienceOf(granted: GrantedPolicies): Audience {
  if (granted[BACK_OFFICE_POLICY] === true) return 'backOffice';
  if (granted[CUSTOMER_POLICY] === true) return 'customer';
  return 'other';
}
