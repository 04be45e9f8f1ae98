// The actions of a report page: export a table to CSV, print, and (asset state) the PDF.
// A failed request was shown by the shell's error handler already; only another failure (the
// file could not be made) gets the export's own toast.
import { isHttpError, toast, useTranslation } from '@crm/shared';
import { Tooltip } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import {
  ArrowDownload20Regular,
  DocumentPdf20Regular,
  Print20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { downloadBlob } from '../lib/csv';

export function CsvButton({
  onExport,
  label,
}: {
  onExport: () => void | Promise<void>;
  label?: string;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      if (!isHttpError(error)) toast.error('reports::Export.Failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<ArrowDownload20Regular />}
      onClick={() => void run()}
      disabled={busy}
      data-testid="export-csv"
    >
      {label ?? t('Export.Csv')}
    </Button>
  );
}

export function PrintButton() {
  const { t } = useTranslation('reports');
  return (
    <Tooltip content={t('Export.PrintHint')} relationship="description">
      <Button icon={<Print20Regular />} onClick={() => window.print()} data-testid="print">
        {t('Export.Print')}
      </Button>
    </Tooltip>
  );
}

export function PdfButton({ fileName, load }: { fileName: string; load: () => Promise<Blob> }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(fileName, await load());
    } catch (error) {
      if (!isHttpError(error)) toast.error('reports::Export.PdfFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DocumentPdf20Regular />}
      onClick={() => void run()}
      disabled={busy}
      data-testid="export-pdf"
    >
      {t('Export.Pdf')}
    </Button>
  );
}
