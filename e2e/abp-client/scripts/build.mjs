#!/usr/bin/env node
// `node e2e/abp-client/scripts/build.mjs`: builds the ABP client (offline, after install.mjs).
import { buildAbpClient } from './prepare.mjs';

buildAbpClient();
