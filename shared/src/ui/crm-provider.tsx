import { IconDirectionContextProvider } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { crmTheme, useTranslation } from '@crm/shared';
import { FluentProvider } from '@crm/shared/fluent';

/**
 * Fluent theme and text direction for one React root. The host and every mounted remote render
 * their own root (context does not cross roots), so each wraps its tree in this provider.
 *
 * The provider comes from the host's shared Fluent kit, so it sets the icon direction in the
 * host's copy of `@fluentui/react-icons`; icons are bundled per app, so the direction is set
 * again here for this app's own copy (without it, arrows and chevrons would not mirror in RTL).
 */
export function CrmProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = i18n.dir();
  return (
    <FluentProvider theme={crmTheme} dir={dir} lang={i18n.language}>
      <IconDirectionContextProvider value={{ textDirection: dir }}>
        {children}
      </IconDirectionContextProvider>
    </FluentProvider>
  );
}
