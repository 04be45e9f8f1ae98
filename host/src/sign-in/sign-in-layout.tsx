import type { ReactNode } from 'react';
import { AccountFrame } from '../features/layout/account-frame';
import { LanguageSwitch } from './language-switch';
import { useText } from './use-text';

/** The application's account frame, with the page's own texts and language switch. */
export function SignInLayout({ children }: { children: ReactNode }) {
  const text = useText();
  return (
    <AccountFrame name={text('Crm::AppName')} language={<LanguageSwitch />}>
      {children}
    </AccountFrame>
  );
}
