import { act, screen, within } from '@testing-library/react';
import { TOAST_LIFE_MS } from '../../constants';
import { renderUi, setTestLanguage } from '../../testing/render-ui';
import { toast } from '@crm/shared';
import { ToastHost } from './toast-host';

function toasts() {
  return screen.queryAllByTestId('toast');
}

describe('ToastHost', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    jest.useRealTimers();
  });

  it('removes a toast after its 5000 ms lifetime', () => {
    renderUi(<ToastHost />);
    act(() => void toast.success('Saved'));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(TOAST_LIFE_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a sticky toast until it is removed', () => {
    renderUi(<ToastHost />);
    let id = '';
    act(() => void (id = toast.error('Broken', undefined, { sticky: true })));
    act(() => jest.advanceTimersByTime(60_000));
    expect(toasts()).toHaveLength(1);
    act(() => toast.remove(id));
    expect(toasts()).toHaveLength(0);
  });

  it('honours a custom lifetime and replaces a toast shown again with the same id', () => {
    renderUi(<ToastHost />);
    act(() => void toast.info('First', undefined, { id: 'x', life: 1000 }));
    act(() => jest.advanceTimersByTime(900));
    act(() => void toast.info('Second', undefined, { id: 'x', life: 1000 }));
    expect(toasts().map((node) => node.textContent)).toEqual(['Second']);
    act(() => jest.advanceTimersByTime(900));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(100));
    expect(toasts()).toHaveLength(0);
  });

  it('has no close button and sits bottom-left, 350 px wide, in right-to-left too', () => {
    renderUi(<ToastHost />);
    act(() => void toast.warning('Careful', 'Title'));
    const stack = screen.getByTestId('toast-stack');
    expect(within(stack).queryByRole('button')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(stack.style.left).toBe('16px');
    expect(stack.style.bottom).toBe('16px');
    expect(stack.style.right).toBe('');
    expect(stack.style.width).toBe('350px');
  });

  it('shows every severity with its live role', () => {
    renderUi(<ToastHost />);
    act(() => {
      toast.info('i');
      toast.success('s');
      toast.warning('w');
      toast.error('e');
      toast.neutral('n');
    });
    expect(toasts().map((node) => [node.dataset.severity, node.getAttribute('role')])).toEqual([
      ['info', 'status'],
      ['success', 'status'],
      ['warning', 'alert'],
      ['error', 'alert'],
      ['neutral', 'status'],
    ]);
  });

  it('translates Resource::Key texts, fills {0} parameters and shows plain text as given', () => {
    renderUi(<ToastHost />);
    act(
      () =>
        void toast.success('Row {0} saved', 'AbpUi::AreYouSure', {
          messageLocalizationParams: ['۷'],
        }),
    );
    const [card] = toasts();
    expect(card?.textContent).toContain('آیا اطمینان دارید؟');
    expect(card?.textContent).toContain('Row ۷ saved');
  });

  it('removes a tap-to-dismiss toast when clicked', () => {
    renderUi(<ToastHost />);
    act(() => void toast.neutral('Tap me', undefined, { sticky: true, tapToDismiss: true }));
    act(() => toasts()[0]?.click());
    expect(toasts()).toHaveLength(0);
  });
});
