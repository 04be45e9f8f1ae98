/** The severities of toasts and confirmations (ABP's: info, success, warning, error, neutral). */
export type Severity = 'info' | 'success' | 'warning' | 'error' | 'neutral';
