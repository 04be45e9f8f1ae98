// `/account/login` serves both sign-in modes (spec §4): in the code flow it is the identity
// provider's login step (opened with `?interaction=`), and opened directly it starts the code
// flow; in the password flow it posts the form to the token endpoint.
import { getEnvironment, useLocalize } from '@crm/shared';
import { Text } from '@fluentui/react-components';
import { CodeFlowLogin } from './code-flow-login';
import { PasswordFlowLogin } from './password-flow-login';
import { useLoginTarget } from './use-login-target';

export default function LoginPage() {
  const localize = useLocalize();
  const target = useLoginTarget();
  const codeFlow = getEnvironment().oAuthConfig.responseType === 'code';
  return (
    <section data-testid="page-login">
      <Text as="h1" size={600} weight="semibold" block style={{ marginBottom: 16 }}>
        {localize('AbpAccount::Login')}
      </Text>
      {codeFlow ? <CodeFlowLogin target={target} /> : <PasswordFlowLogin target={target} />}
    </section>
  );
}
