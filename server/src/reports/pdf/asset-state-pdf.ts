// basket-asset-state-report-pdf: the asset-state report rendered to PDF by Chromium.
import type { AssetStateReportDto } from '@crm/shared/dto';
import { businessToday } from '../../clock/business-clock';
import type { Culture } from '../../web/culture';
import { assetStateHtml, footerTemplate } from './asset-state-html';
import { htmlToPdf } from './chromium-pdf';

export function renderAssetStatePdf(
  report: AssetStateReportDto,
  culture: Culture,
  today: string = businessToday(),
): Promise<Buffer> {
  return htmlToPdf(assetStateHtml(report, culture, today), {
    footerTemplate: footerTemplate(culture),
  });
}
