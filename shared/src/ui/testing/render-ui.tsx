// Test helpers: the page's i18n instance in a chosen language and a root like the host's.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18n, initI18n, type Language } from '@crm/shared';
import { CrmProvider } from '../crm-provider';
import { registerUiResources } from '../texts';

export async function setTestLanguage(language: Language): Promise<void> {
  await initI18n(language);
  registerUiResources();
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function renderUi(ui: ReactElement): RenderResult {
  return render(<CrmProvider>{ui}</CrmProvider>);
}
