export const INSTALL_TIME_LIMIT_MS: number;
export function installAbpClient(): void;
export function buildAbpClient(): void;
