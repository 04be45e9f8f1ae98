import { MessageBar, MessageBarBody, MessageBarTitle } from '@crm/shared/fluent';
import { useLocalize } from '@crm/shared';
import { serverErrorText } from './server-error';

/** A failed request as an inline error: the server's message, or a generic one. */
export function ErrorBar({ error }: { error: unknown }) {
  const localize = useLocalize();
  if (!error) return null;
  const text = serverErrorText(error);
  const details = text ? Object.values(text.fields) : [];
  return (
    <MessageBar intent="error" role="alert" data-testid="error-bar">
      <MessageBarBody>
        <MessageBarTitle>{text?.message ?? localize('AbpUi::DefaultErrorMessage')}</MessageBarTitle>
        {details.length > 0 && details.join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}
