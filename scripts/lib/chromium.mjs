// The end-to-end tests drive Debian's Chromium; it is installed from Debian's packages when
// missing (Playwright never downloads a browser of its own here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(asRoot ? command : 'sudo', asRoot ? args : [command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Chromium from Debian (first run only)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}
