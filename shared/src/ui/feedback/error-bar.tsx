import { MessageBar, MessageBarBody, MessageBarTitle } from '@crm/shared/fluent';
import { serverMessages, useLocalize } from '@crm/shared';

/**
 * A failed request as an inline error: the server's (localized) message, else the generic one,
 * and its validation messages (`serverMessages`' details: each once, with or without a field).
 */
export function ErrorBar({ error }: { error: unknown }) {
  const localize = useLocalize();
  if (!error) return null;
  const { message, details } = serverMessages(error);
  return (
    <MessageBar intent="error" role="alert" data-testid="error-bar">
      <MessageBarBody>
        <MessageBarTitle>{message ?? localize('AbpUi::DefaultErrorMessage')}</MessageBarTitle>
        {details.join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}
