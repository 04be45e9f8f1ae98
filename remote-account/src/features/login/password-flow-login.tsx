import { getSessionTenant, loginWithPassword } from '@crm/shared';
import { useState } from 'react';
import { useNavigate } from '@crm/shared/routing';
import { loginErrorMessage } from './login-error';
import { LoginForm } from './login-form';
import type { useLoginTarget } from './use-login-target';

export function PasswordFlowLogin({ target }: { target: ReturnType<typeof useLoginTarget> }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  return (
    <LoginForm
      error={error}
      onSubmit={async (credentials) => {
        setError(undefined);
        try {
          await loginWithPassword({
            username: credentials.userNameOrEmailAddress,
            password: credentials.password,
            rememberMe: credentials.rememberMe,
            tenantId: getSessionTenant()?.id,
          });
          navigate(target.returnUrl, { replace: true });
        } catch (failure) {
          setError(loginErrorMessage(failure).text);
        }
      }}
    />
  );
}
