// Installing Chromium: each apt-get has a time limit, past which it fails naming the command.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runAsRoot } from './chromium.mjs';

test('a command past its limit fails with its name and its limit', async () => {
  await assert.rejects(
    runAsRoot(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 300 }),
    /-e setInterval.* took longer than its limit of 0\.005 minutes/,
  );
});
