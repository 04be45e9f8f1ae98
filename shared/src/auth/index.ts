export { authorizationFor, authStore, getAccessToken, isAuthenticated } from './auth-store';
export { type AuthMode, type AuthOptions } from './auth-config';
export {
  completeCodeLogin,
  prepareCodeLogin,
  startCodeLogin,
  type CodeLoginRequest,
} from './code-login';
export { initAuth } from './init-auth';
export { loginWithPassword } from './password-login';
export { dropTokensWithoutUser, logout, onOAuthError } from './sign-out';
export { refresh } from './token-renewal';
export { loginTargetOf, type LoginTarget } from './login-target';
export { authorizeInPlace, LOGIN_PATH, type AuthorizeOutcome } from './authorize-in-place';
export { createCodeFlow, type CodeFlow, type CodeFlowConfig } from './code-flow';
export { safeReturnUrl } from './safe-return-url';
export { forgetSignOutReason, readSignOutReason, rememberSignOutReason } from './sign-out-reason';
export { TokenEndpointError } from './token-endpoint';
export { TOKEN_ITEMS, PASSWORD_FLOW_KEY, CLIENT_ID_KEY, REMEMBER_ME_COOKIE } from './storage-keys';
