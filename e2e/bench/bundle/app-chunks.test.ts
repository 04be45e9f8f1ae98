import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkAt, chunkRole, type App, type Manifest } from './app-chunks';

const js = (sync: string[], async: string[] = []) => ({ js: { sync, async } });
const manifest: Manifest = {
  name: 'reports',
  exposes: [{ name: 'remote', assets: js(['1.js'], ['2.js']) }],
  shared: [{ assets: js(['3.js', '2.js']) }],
};

test("a remote's chunk is loaded when its entry or exposed modules use it, else a fallback or standalone", () => {
  assert.equal(chunkRole('remoteEntry.js', manifest, false), 'loaded');
  assert.equal(chunkRole('2.js', manifest, false), 'loaded');
  assert.equal(chunkRole('3.js', manifest, false), 'fallback');
  assert.equal(chunkRole('main.abc.js', manifest, false), 'standalone');
  assert.equal(chunkRole('3.js', manifest, true), 'loaded');
});

test('a script address names its app by the container in /remotes/<name>/<version>/', () => {
  const chunk = (file: string) => ({ file, role: 'loaded' as const, modules: new Map() });
  const apps: App[] = [
    { folder: 'host', container: 'host', manifest, chunks: [chunk('main.1.js')] },
    { folder: 'remote-reports', container: 'reports', manifest, chunks: [chunk('1.js')] },
  ];
  assert.equal(chunkAt(apps, 'http://localhost:1/main.1.js')?.app.folder, 'host');
  assert.equal(
    chunkAt(apps, 'http://localhost:1/remotes/reports/1.0.0/1.js')?.app.folder,
    'remote-reports',
  );
  assert.equal(chunkAt(apps, 'http://localhost:1/remotes/reports/1.0.0/9.js'), undefined);
});
