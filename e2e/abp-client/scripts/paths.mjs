// Where the throwaway ABP app lives: its sources in `app/` (committed), its working copy with
// node_modules and the build in `.cache/app/` (ignored by git, kept between runs).
import { fileURLToPath } from 'node:url';

export const SUITE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SOURCE_DIR = fileURLToPath(new URL('../app/', import.meta.url));
export const APP_DIR = fileURLToPath(new URL('../.cache/app/', import.meta.url));
export const BUILD_DIR = fileURLToPath(new URL('../.cache/app/dist/browser/', import.meta.url));
