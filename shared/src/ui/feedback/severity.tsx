import {
  CheckmarkCircle20Filled,
  ErrorCircle20Filled,
  Info20Filled,
  Info20Regular,
  Warning20Filled,
} from '@fluentui/react-icons';
import { tokens } from '@crm/shared/fluent';
import type { Severity } from '@crm/shared';
import type { ReactElement } from 'react';

export type { Severity };

const COLORS: Record<Severity, string> = {
  info: tokens.colorPaletteBlueForeground2,
  success: tokens.colorPaletteGreenForeground1,
  warning: tokens.colorPaletteDarkOrangeForeground1,
  error: tokens.colorPaletteRedForeground1,
  neutral: tokens.colorNeutralForeground3,
};

const ICONS = {
  info: Info20Filled,
  success: CheckmarkCircle20Filled,
  warning: Warning20Filled,
  error: ErrorCircle20Filled,
  neutral: Info20Regular,
};

export function SeverityIcon({ severity }: { severity: Severity }): ReactElement {
  const Icon = ICONS[severity];
  return <Icon aria-hidden data-severity={severity} style={{ color: COLORS[severity] }} />;
}

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
export function liveRoleOf(severity: Severity): 'alert' | 'status' {
  return severity === 'error' || severity === 'warning' ? 'alert' : 'status';
}
