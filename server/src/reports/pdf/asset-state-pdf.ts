// basket-asset-state-report-pdf: the asset-state report rendered to PDF by Chromium.
import type { AssetStateReportDto } from '@crm/shared/dto';
import { todayIso } from '@crm/shared/persian';
import type { Culture } from '../../web/culture';
import { assetStateHtml, footerTemplate } from './asset-state-html';
import { htmlToPdf } from './chromium-pdf';

export function renderAssetStatePdf(
  report: AssetStateReportDto,
  culture: Culture,
  now: Date = new Date(),
): Promise<Buffer> {
  return htmlToPdf(assetStateHtml(report, culture, todayIso(now)), {
    footerTemplate: footerTemplate(culture),
  });
}
