// The password flow's sign-in (spec §4): ABP's password grant from the in-app form, kept for
// the browser session or, with "remember me", for the refresh token's lifetime.
import { dpop, requireOptions, tokenEndpoint } from './auth-config';
import { adopt } from './auth-store';
import { forgetSignOutReason } from './sign-out-reason';
import { requestPasswordToken } from './token-endpoint';
import { setPasswordFlow, setRememberMeCookie, toTokenSet } from './token-storage';

/** Cap of the `rememberMe` cookie: the provider's refresh-token lifetime (14 days). */
export const REMEMBER_ME_MAX_AGE_SECONDS = 14 * 24 * 3600;

export async function loginWithPassword(input: {
  username: string;
  password: string;
  rememberMe: boolean;
  tenantId?: string | undefined;
}): Promise<void> {
  const { clientId, scope } = requireOptions();
  const endpoint = await tokenEndpoint();
  const response = await dpop().withNewKey((dpopProof) =>
    requestPasswordToken({ tokenEndpoint: endpoint, clientId, scope, dpopProof, ...input }),
  );
  const tokens = toTokenSet(response);
  adopt(tokens);
  forgetSignOutReason();
  setPasswordFlow(true);
  setRememberMeCookie(input.rememberMe, REMEMBER_ME_MAX_AGE_SECONDS);
  await requireOptions().refreshAppState();
}
