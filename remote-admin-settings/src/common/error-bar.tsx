import { isHttpError, useLocalize } from '@crm/shared';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@crm/shared/fluent';

/** A failed request as an inline error: the server's (localized) message and field messages. */
export function ErrorBar({ error }: { error: unknown }) {
  const localize = useLocalize();
  if (!error) return null;
  const abp = isHttpError(error) ? error.abpError : undefined;
  const details = (abp?.validationErrors ?? []).map((item) => item.message);
  return (
    <MessageBar intent="error" role="alert" data-testid="error-bar">
      <MessageBarBody>
        <MessageBarTitle>{abp?.message ?? localize('AbpUi::DefaultErrorMessage')}</MessageBarTitle>
        {details.join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}
