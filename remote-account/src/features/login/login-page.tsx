// `/account/login` serves both sign-in modes (spec §4): in the code flow it is the identity
// provider's login step (opened with `?interaction=`), and opened directly it starts the code
// flow; in the password flow it posts the form to the token endpoint.
import { getEnvironment, readSignOutReason, useLocalize } from '@crm/shared';
import { MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import { useState } from 'react';
import { CodeFlowLogin } from './code-flow-login';
import { PasswordFlowLogin } from './password-flow-login';
import { useLoginTarget } from './use-login-target';

export default function LoginPage() {
  const localize = useLocalize();
  const target = useLoginTarget();
  const codeFlow = getEnvironment().oAuthConfig.responseType === 'code';
  // Why the last session ended (signed in elsewhere, refused by the server), until a new sign-in.
  const [signOutReason] = useState(readSignOutReason);
  return (
    <section data-testid="page-login">
      <Text as="h1" size={600} weight="semibold" block style={{ marginBottom: 16 }}>
        {localize('AbpAccount::Login')}
      </Text>
      {signOutReason && (
        <MessageBar intent="warning" data-testid="sign-out-reason" style={{ marginBottom: 16 }}>
          <MessageBarBody>{localize(signOutReason)}</MessageBarBody>
        </MessageBar>
      )}
      {codeFlow ? <CodeFlowLogin target={target} /> : <PasswordFlowLogin target={target} />}
    </section>
  );
}
