import { act, screen } from '@testing-library/react';
import { LOADER_CLEAR_MS, LOADER_DELAY_MS, LOADER_TICK_MS } from '../../constants';
import { renderUi, setTestLanguage } from '../../testing/render-ui';
import { LoaderBar } from './loader-bar';
import { loader, loaderStore } from '@crm/shared';
import { nextProgress } from '../../../feedback/loader-store';

function bar() {
  return screen.queryByTestId('loader-bar');
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

describe('LoaderBar', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => loader.reset());
    jest.useRealTimers();
  });

  it('appears only after the 500 ms delay', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS - 1);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
  });

  it('never shows for loading that ends within the delay', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS - 100);
    act(() => loader.stop());
    advance(5000);
    expect(bar()).toBeNull();
    expect(loaderStore.getState().phase).toBe('idle');
  });

  it('grows every 350 ms while loading', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS);
    const first = loaderStore.getState().progress;
    advance(LOADER_TICK_MS - 1);
    expect(loaderStore.getState().progress).toBe(first);
    advance(1);
    expect(loaderStore.getState().progress).toBe(nextProgress(first));
  });

  it('fills at the end and clears 800 ms later', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS + LOADER_TICK_MS * 3);
    act(() => loader.stop());
    expect(loaderStore.getState().progress).toBe(100);
    advance(LOADER_CLEAR_MS - 1);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('waits for the last of overlapping loads', async () => {
    renderUi(<LoaderBar />);
    let finishFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    act(() => {
      void loader.track(first);
      loader.start();
    });
    advance(LOADER_DELAY_MS);
    await act(async () => finishFirst());
    expect(loaderStore.getState().active).toBe(1);
    advance(LOADER_CLEAR_MS * 2);
    expect(bar()).not.toBeNull();
    act(() => loader.stop());
    advance(LOADER_CLEAR_MS);
    expect(bar()).toBeNull();
  });

  it('keeps going when a new load starts while it clears', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS);
    act(() => loader.stop());
    advance(LOADER_CLEAR_MS / 2);
    act(() => loader.start());
    advance(LOADER_CLEAR_MS);
    expect(bar()?.dataset.phase).toBe('running');
  });

  it('slows down and stays below 100 while loading', () => {
    let progress = 10;
    for (let tick = 0; tick < 500; tick++) progress = nextProgress(progress);
    expect(progress).toBeLessThan(100);
    expect(nextProgress(10) - 10).toBeGreaterThan(nextProgress(80) - 80);
  });

  it('is a labelled progress bar whose value and width follow the store', () => {
    renderUi(<LoaderBar />);
    act(() => loader.start());
    advance(LOADER_DELAY_MS);
    const progress = screen.getByRole('progressbar');
    const value = Math.round(loaderStore.getState().progress);
    expect(progress.getAttribute('aria-valuenow')).toBe(String(value));
    expect(progress.getAttribute('aria-label')).toBeTruthy();
    expect((progress.firstElementChild as HTMLElement).style.width).toBe(`${value}%`);
    act(() => loader.stop());
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
  });
});
