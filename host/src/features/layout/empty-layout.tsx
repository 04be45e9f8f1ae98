import { Outlet } from 'react-router';
import { OverrideBanner } from '../remotes/override-banner';

export function EmptyLayout() {
  return (
    <div data-layout="empty">
      <OverrideBanner />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
