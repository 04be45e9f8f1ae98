// A report whose request failed: the shell's error handler has shown why (spec §8), so the page
// repeats no message and no banner; it holds the report's place with a retry.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpError, toastStore } from '@crm/shared';
import { CrmProvider } from '@crm/shared/ui';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../locales';
import type { ReportState } from '../lib/use-report';
import { CsvButton, PdfButton } from './report-actions';
import { ReportPage } from './report-page';

const serverSaid = new HttpError({
  kind: 'http',
  status: 500,
  statusText: 'Internal Server Error',
  url: '/api/app/report/dashboard',
  method: 'GET',
  abpError: {
    code: null,
    message: 'خطای داخلی سرور',
    details: null,
    data: null,
    validationErrors: null,
  },
});

function state(over: Partial<ReportState<string>>): ReportState<string> {
  return {
    basketId: '7',
    noBasket: false,
    data: undefined,
    loading: false,
    error: undefined,
    retry: jest.fn(),
    ...over,
  };
}

function show(report: ReportState<string>) {
  return render(
    <CrmProvider>
      <ReportPage testId="page-test" title="گزارش" state={report}>
        {(data) => <p data-testid="report-data">{data}</p>}
      </ReportPage>
    </CrmProvider>,
  );
}

const toasts = () => toastStore.getState().toasts.map((item) => item.message);

describe('a report whose request failed', () => {
  beforeAll(() => setTestLanguage('fa', registerLocales));
  beforeEach(() => {
    setAppConfig({}, { 'Crm.HomePage': true });
    toastStore.setState({ toasts: [] });
  });

  it('holds the report’s place without a banner or the server’s message, and retries', async () => {
    const retry = jest.fn();
    show(state({ error: serverSaid, retry }));
    const page = screen.getByTestId('page-test');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.textContent).not.toContain('خطای داخلی سرور');
    const notLoaded = screen.getByTestId('report-not-loaded');
    expect(notLoaded.textContent).toContain('دریافت گزارش ممکن نشد');
    await act(async () => void fireEvent.click(within(notLoaded).getByRole('button')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps figures already shown and offers the retry above them', () => {
    show(state({ data: 'figures', error: serverSaid }));
    expect(screen.getByTestId('report-data').textContent).toBe('figures');
    expect(screen.getByTestId('report-not-loaded')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed export only when no request failed (the shell showed that one)', async () => {
    const failing = jest.fn().mockRejectedValueOnce(serverSaid);
    render(
      <CrmProvider>
        <CsvButton onExport={failing} />
        <PdfButton fileName="a.pdf" load={() => Promise.reject(new Error('no blob'))} />
      </CrmProvider>,
    );
    await act(async () => void fireEvent.click(screen.getByTestId('export-csv')));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
    await act(async () => void fireEvent.click(screen.getByTestId('export-pdf')));
    expect(toasts()).toEqual(['reports::Export.PdfFailed']);
  });
});
