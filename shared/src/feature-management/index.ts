export {
  featureListSchema,
  VALUE_TYPES,
  type FeatureChange,
  type FeatureDto,
  type FeatureGroupDto,
  type FeatureList,
  type FeatureProvider,
  type FeatureValueType,
} from './feature-dtos';
export {
  FEATURES_URL,
  getFeatures,
  PROVIDER_NAME_REQUIRED,
  resetFeaturesToDefault,
  updateFeatures,
} from './feature-api';
export { controlOf, isToggleOn, type FeatureControl } from './feature-controls';
export { changedFeatures, setToggle, toggleAncestors, toggleDescendants } from './feature-values';
export { FEATURE_INDENT_PX } from './feature-field';
export {
  FeatureManagementModal,
  type FeatureManagementModalProps,
} from './feature-management-modal';
