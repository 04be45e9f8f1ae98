// The database type, assembled from each bounded context's table types.
import type { BasketTables } from '../baskets/baskets.tables';
import type { SeriesTables } from '../baskets/series.tables';
import type { ContractTables } from '../contracts/contracts.tables';
import type { FeatureTables } from '../features/features.tables';
import type { IdentityTables } from '../identity/identity.tables';
import type { MarketTables } from '../market/market.tables';
import type { MessagingTables } from '../messaging/messaging.tables';
import type { OidcTables } from '../oidc/oidc.tables';
import type { PermissionTables } from '../permissions/permissions.tables';
import type { QuestionnaireTables } from '../questionnaire/questionnaire.tables';
import type { PlatformTables } from '../platform/releases.tables';
import type { RemoteHealthTables } from '../platform/remote-health.tables';
import type { SettingTables } from '../settings/settings.tables';
import type { TenancyTables } from '../tenancy/tenancy.tables';

export type Database = PlatformTables &
  RemoteHealthTables &
  TenancyTables &
  IdentityTables &
  PermissionTables &
  SettingTables &
  FeatureTables &
  OidcTables &
  MarketTables &
  BasketTables &
  SeriesTables &
  ContractTables &
  QuestionnaireTables &
  MessagingTables;
