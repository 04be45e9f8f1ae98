import { screen } from '@testing-library/react';
import { renderUi } from './testing/render-ui';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('is a section with one h1, what sits beside it, the actions and the content', () => {
    renderUi(
      <PageFrame
        testId="page-x"
        title="کاربران"
        besideTitle={<span>نشان</span>}
        actions={<button>جدید</button>}
        busy
      >
        <p>محتوا</p>
      </PageFrame>,
    );
    const page = screen.getByTestId('page-x');
    expect(page.tagName).toBe('SECTION');
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'کاربران',
    ]);
    expect(page.textContent).toBe('کاربراننشانجدیدمحتوا');
  });

  it('is only the h1 and the content without header slots', () => {
    renderUi(
      <PageFrame testId="page-y" title="گزارش">
        <p>بدنه</p>
      </PageFrame>,
    );
    const page = screen.getByTestId('page-y');
    expect(page.children[0]!.tagName).toBe('H1');
    expect(page.hasAttribute('aria-busy')).toBe(false);
  });
});
