#!/usr/bin/env node
// `node e2e/abp-client/scripts/install.mjs`: the ABP client suite's install step (network).
import { installAbpClient } from './prepare.mjs';

installAbpClient();
