import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { useMainFocusOnNavigation } from './main-focus';

function Layout() {
  const main = useMainFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/reports">reports</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Link to="/reports/tab">in-page tab</Link>
        <Outlet />
      </main>
    </>
  );
}

function show() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Activates a focused link (a click is what Enter on a link dispatches). */
function follow(link: HTMLElement) {
  act(() => link.focus());
  fireEvent.click(link);
}

describe('focus after navigation', () => {
  it('moves to the main area when the navigation started outside it (the navbar)', () => {
    show();
    follow(screen.getByRole('link', { name: 'reports' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays where it is when the navigation started inside the page', () => {
    show();
    const tab = screen.getByRole('link', { name: 'in-page tab' });
    follow(tab);
    expect(document.activeElement).toBe(tab);
  });

  it('does not move on the first render', () => {
    show();
    expect(document.activeElement).toBe(document.body);
  });
});
