// `api/feature-management/features` (GET, PUT, DELETE with `providerName` and `providerKey`).
import { http } from '@crm/shared';
import {
  featureListSchema,
  type FeatureChange,
  type FeatureList,
  type FeatureProvider,
} from './feature-dtos';

export const FEATURES_URL = '/api/feature-management/features';
export const PROVIDER_NAME_REQUIRED = 'providerName is required.';

function providerParams({ providerName, providerKey }: FeatureProvider) {
  if (!providerName) throw new Error(PROVIDER_NAME_REQUIRED);
  return { providerName, providerKey: providerKey ?? undefined };
}

export async function getFeatures(provider: FeatureProvider): Promise<FeatureList> {
  const params = providerParams(provider);
  return http.get(FEATURES_URL, { params, schema: featureListSchema });
}

export async function updateFeatures(
  provider: FeatureProvider,
  features: readonly FeatureChange[],
): Promise<void> {
  const params = providerParams(provider);
  await http.put(FEATURES_URL, { features }, { params });
}

export async function resetFeaturesToDefault(provider: FeatureProvider): Promise<void> {
  const params = providerParams(provider);
  await http.delete(FEATURES_URL, { params });
}
