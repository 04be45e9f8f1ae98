// The OpenAPI description of the browsers' health reports (remote-health.routes.ts).
import { remoteHealthBatchSchema } from '@crm/shared/platform';
import * as v from 'valibot';
import type { Operation } from '../openapi/operations';
import { named } from '../openapi/type-names';

export const REMOTE_HEALTH_OPERATIONS: Readonly<Record<string, Operation>> = {
  'POST /api/platform/remote-health': {
    summary:
      'How each remote loaded in this browser: up to 50 events, each a stage held (ok) or the stage that failed, each with the `healthTicket` of the manifest answer that named its release. Anonymous, no deploy key; from this site’s pages only (Origin required), rate-limited per address, at most 72 KB. An event without a valid ticket for its release is ignored; a ticket counts one outcome per remote, and while a canary runs one rollout id and one address add a bounded number of outcomes to it. Platform-level: no tenant, and neither the rollout id nor the address is stored, only counts per release, minute, stage and outcome.',
    tag: 'Platform',
    action: 'ReportRemoteHealth',
    body: remoteHealthBatchSchema,
    response: named(
      'Crm.Platform.RemoteHealthReceiptDto',
      v.object({ accepted: v.number(), ignored: v.number() }),
    ),
  },
};
