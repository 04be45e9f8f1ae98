import { SignInForm } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import type { LoginCredentials } from '../../api/interaction-api';
import { ForgotPasswordLink } from './forgot-password-link';

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  /** A message to show above the form (a failed attempt), as a localization key or text. */
  error?: string | undefined;
}

/**
 * The shared sign-in form (`@crm/shared/ui`, which the host's signed-out sign-in page draws too)
 * in the session's language, with the way to a reset link under it.
 */
export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const localize = useLocalize();
  return (
    <SignInForm
      texts={{
        userName: localize('AbpAccount::UserNameOrEmailAddress'),
        password: localize('AbpAccount::Password'),
        rememberMe: localize('AbpAccount::RememberMe'),
        submit: localize('AbpAccount::Login'),
        required: localize('AbpValidation::ThisFieldIsRequired.'),
      }}
      error={error && (error.includes('::') ? localize(error) : error)}
      onSubmit={onSubmit}
      footer={<ForgotPasswordLink />}
    />
  );
}
