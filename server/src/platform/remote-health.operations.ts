// The OpenAPI description of the browsers' health reports (remote-health.routes.ts).
import { remoteHealthBatchSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import type { Operation } from '../openapi/operations';
import { named } from '../openapi/type-names';

export const REMOTE_HEALTH_OPERATIONS: Readonly<Record<string, Operation>> = {
  'POST /api/platform/remote-health': {
    summary:
      'How each remote loaded in this browser: up to 50 events, each a stage held (ok) or the stage that failed. Anonymous, no deploy key; from this site’s pages only (Origin), rate-limited per address, at most 16 KB. Platform-level: no tenant, and neither the rollout id nor the address is stored, only counts per release, minute, stage and outcome. Events of releases that are not registered are ignored.',
    tag: 'Platform',
    action: 'ReportRemoteHealth',
    body: remoteHealthBatchSchema,
    response: named(
      'Crm.Platform.RemoteHealthReceiptDto',
      v.object({ accepted: v.number(), ignored: v.number() }),
    ),
  },
};
