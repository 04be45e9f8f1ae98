export { hasPolicy, type GrantedPolicies } from './has-policy';
export { audienceOf, BACK_OFFICE_POLICY, CUSTOMER_POLICY, type Audience } from './audience';
