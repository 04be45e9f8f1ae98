export const SUITE_DIR: string;
export const SOURCE_DIR: string;
export const APP_DIR: string;
export const BUILD_DIR: string;
