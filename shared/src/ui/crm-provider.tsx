import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { crmTheme } from '@crm/shared';

/**
 * Fluent theme and text direction for one React root. The host and every mounted remote render
 * their own root (context does not cross roots), so each wraps its tree in this provider.
 */
export function CrmProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <FluentProvider theme={crmTheme} dir={i18n.dir()} lang={i18n.language}>
      {children}
    </FluentProvider>
  );
}
