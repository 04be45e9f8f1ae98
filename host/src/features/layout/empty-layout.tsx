import { Outlet } from '@crm/shared/routing';
import { OverrideBanner } from '../remotes/override-banner';
import { useDocumentTitle } from './use-document-title';

export function EmptyLayout() {
  useDocumentTitle();
  return (
    <div data-layout="empty">
      <OverrideBanner />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
