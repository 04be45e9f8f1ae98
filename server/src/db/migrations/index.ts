import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-platform-releases';
import * as m0002 from './0002-identity';
import * as m0003 from './0003-portfolio';
import * as m0004 from './0004-contracts';
import * as m0005 from './0005-wage-plan-periods';
import * as m0006 from './0006-remote-release-files';
import * as m0007 from './0007-change-notifications';
import * as m0008 from './0008-release-navigation';
import * as m0009 from './0009-session-renewal';
import * as m0010 from './0010-renewal-commit';
import * as m0011 from './0011-drop-session-renewal';
import * as m0012 from './0012-release-keys-and-rollouts';
import * as m0013 from './0013-remote-health';
import * as m0014 from './0014-canary-rollback-thresholds';
import * as m0015 from './0015-release-withdrawal-and-health-claims';
import * as m0016 from './0016-persian-stored-text';

/** Every migration by its frozen name; the name's number gives the order. */
export const migrations: Record<string, Migration> = {
  '0001-platform-releases': m0001,
  '0002-identity': m0002,
  '0003-portfolio': m0003,
  '0004-contracts': m0004,
  '0005-wage-plan-periods': m0005,
  '0006-remote-release-files': m0006,
  '0007-change-notifications': m0007,
  '0008-release-navigation': m0008,
  '0009-session-renewal': m0009,
  '0010-renewal-commit': m0010,
  '0011-drop-session-renewal': m0011,
  '0012-release-keys-and-rollouts': m0012,
  '0013-remote-health': m0013,
  '0014-canary-rollback-thresholds': m0014,
  '0015-release-withdrawal-and-health-claims': m0015,
  '0016-persian-stored-text': m0016,
};
