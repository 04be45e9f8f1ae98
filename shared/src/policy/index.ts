export { hasPolicy, type GrantedPolicies } from './has-policy';
