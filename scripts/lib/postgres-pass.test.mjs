// `npm test` without PostgreSQL fails unless the PostgreSQL pass is waived by its variable.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { postgresPass } from './postgres-pass.mjs';

/** A port on which nothing listens: one the system gave out, then closed again. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return { host: '127.0.0.1', port };
}

test('runs the pass when something answers', async () => {
  const server = createServer((socket) => socket.end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = { host: '127.0.0.1', port: server.address().port };
  try {
    assert.equal(await postgresPass({ env: {}, at }), true);
  } finally {
    server.close();
  }
});

test('fails when nothing answers and the pass was not waived', async () => {
  await assert.rejects(postgresPass({ env: {}, at: await closedPort() }), /not reachable/);
});

test('only CRM_TEST_WITHOUT_POSTGRES=1 waives it', async () => {
  const at = await closedPort();
  assert.equal(await postgresPass({ env: { CRM_TEST_WITHOUT_POSTGRES: '1' }, at }), false);
  await assert.rejects(postgresPass({ env: { CRM_TEST_WITHOUT_POSTGRES: 'true' }, at }));
});

test('on CI the pass cannot be waived, whether PostgreSQL answers or not', async () => {
  const waived = { CI: 'true', CRM_TEST_WITHOUT_POSTGRES: '1' };
  await assert.rejects(postgresPass({ env: waived, at: await closedPort() }), /refused on CI/);
  await assert.rejects(postgresPass({ env: { ...waived, CI: '1' }, at: await closedPort() }));
  await assert.rejects(
    postgresPass({ env: { CI: 'true' }, at: await closedPort() }),
    /not reachable/,
  );
  assert.equal(
    await postgresPass({
      env: { CI: 'false', CRM_TEST_WITHOUT_POSTGRES: '1' },
      at: await closedPort(),
    }),
    false,
  );
});
