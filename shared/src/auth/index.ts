export {
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
  startCodeLogin,
  type AuthMode,
  type AuthOptions,
} from './auth-store';
export { safeReturnUrl } from './safe-return-url';
export { forgetSignOutReason, readSignOutReason, rememberSignOutReason } from './sign-out-reason';
export { TokenEndpointError } from './token-endpoint';
export { TOKEN_ITEMS, PASSWORD_FLOW_KEY, CLIENT_ID_KEY, REMEMBER_ME_COOKIE } from './storage-keys';
