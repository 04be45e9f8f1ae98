import { webLightTheme, type Theme } from '@fluentui/react-components';

const VAZIRMATN = "Vazirmatn, Tahoma, 'Segoe UI', sans-serif";

/** Fluent's light theme with the self-hosted Vazirmatn for text and numbers. */
export const crmTheme: Theme = {
  ...webLightTheme,
  fontFamilyBase: VAZIRMATN,
  fontFamilyNumeric: VAZIRMATN,
};
