export {
  authorizationFor,
  authStore,
  completeCodeLogin,
  dropTokensWithoutUser,
  getAccessToken,
  initAuth,
  isAuthenticated,
  loginWithPassword,
  logout,
  onOAuthError,
  refresh,
  prepareCodeLogin,
  startCodeLogin,
  type CodeLoginRequest,
  type AuthMode,
  type AuthOptions,
} from './auth-store';
export { loginTargetOf, type LoginTarget } from './login-target';
export { LOGIN_PATH } from './authorize-in-place';
export { safeReturnUrl } from './safe-return-url';
export { forgetSignOutReason, readSignOutReason, rememberSignOutReason } from './sign-out-reason';
export { TokenEndpointError } from './token-endpoint';
export { TOKEN_ITEMS, PASSWORD_FLOW_KEY, CLIENT_ID_KEY, REMEMBER_ME_COOKIE } from './storage-keys';
