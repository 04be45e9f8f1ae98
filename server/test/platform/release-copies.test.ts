// Uploaded releases are stored in the database as well as in the data folder of the replica
// that received them; a replica without them (here: a second app on the same database with its
// own data folder) copies a release from the database on its first request and serves it as the
// first one does.
import { after, before, beforeEach, describe, it } from 'node:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { buildApp } from '../../src/app';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
/** Large enough to be precompressed (1 KB and more). */
const BIG_CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const FILES = [
  ...fakeReleaseFiles('reports', 'copies'),
  { path: 'chunks/big.js', content: Buffer.from(BIG_CHUNK).toString('base64') },
];
const BASE = '/remotes/reports/1.0.0';

/** Counts the queries that read or write the stored release files. */
class FileQueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (JSON.stringify(node).includes('"remote_release_file"')) this.count += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe('uploaded releases on every replica', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDataDir: string;
  const bFileQueries = new FileQueryCounter();
  before(async () => {
    a = await createTestApp({ demo: false });
    bDataDir = mkdtempSync(join(tmpdir(), 'crm-replica-b-'));
    b = await buildApp(
      {
        ...a.deps,
        db: a.database.db.withPlugin(bFileQueries),
        config: { ...a.config, dataDir: bDataDir },
      },
      { logger: false },
    );
    await b.ready();
  });
  after(async () => {
    await b.close();
    await a.close();
    rmSync(bDataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await a.database.db.deleteFrom('remote_release').execute();
    for (const dataDir of [a.config.dataDir, bDataDir])
      rmSync(join(dataDir, 'remotes'), { recursive: true, force: true });
    mkdirSync(join(bDataDir, 'remotes'), { recursive: true });
  });

  const upload = (version = '1.0.0', files: readonly { path: string; content: string }[] = FILES) =>
    a.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: auth,
      payload: { name: 'reports', version, areas: ['/'], files },
    });
  const bFolder = () => join(bDataDir, 'remotes', 'reports', '1.0.0');

  it('stores every uploaded file in the database, with its content type', async () => {
    expect((await upload()).statusCode).toBe(201);
    const rows = await a.database.db
      .selectFrom('remote_release_file')
      .select(['path', 'content_type', 'content'])
      .where('name', '=', 'reports')
      .where('version', '=', '1.0.0')
      .orderBy('path')
      .execute();
    expect(rows.map((row) => [row.path, row.content_type])).toEqual([
      ['chunks/big.js', 'text/javascript; charset=utf-8'],
      ['chunks/page.js', 'text/javascript; charset=utf-8'],
      ['crm-build.json', 'application/json; charset=utf-8'],
      ['mf-manifest.json', 'application/json; charset=utf-8'],
      ['remoteEntry.js', 'text/javascript; charset=utf-8'],
    ]);
    const big = rows.find((row) => row.path === 'chunks/big.js')!;
    expect(Buffer.from(big.content).toString()).toBe(BIG_CHUNK);
  });

  it('serves a release the replica never received, exactly as the one that did', async () => {
    await upload();
    expect(existsSync(bFolder())).toBe(false);
    for (const path of ['mf-manifest.json', 'remoteEntry.js', 'chunks/big.js']) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const request = { url: `${BASE}/${path}`, headers: { 'accept-encoding': encoding } };
        const [fromA, fromB] = [await a.app.inject(request), await b.inject(request)];
        expect(fromB.statusCode).toBe(200);
        expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
        for (const header of [
          'content-type',
          'content-encoding',
          'cache-control',
          'access-control-allow-origin',
          'etag',
        ])
          expect(`${header}: ${fromB.headers[header]}`).toBe(`${header}: ${fromA.headers[header]}`);
      }
    }
    expect(existsSync(join(bFolder(), 'chunks', 'big.js.br'))).toBe(true);
  });

  it('keeps the compressed copies a release brings, on every replica', async () => {
    // Made at levels the server never uses, so its own copies would differ from these.
    const brought = {
      gzip: gzipSync(BIG_CHUNK, { level: 1 }),
      br: brotliCompressSync(BIG_CHUNK, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } }),
    };
    const response = await upload('1.0.0', [
      ...FILES,
      { path: 'chunks/big.js.gz', content: brought.gzip.toString('base64') },
      { path: 'chunks/big.js.br', content: brought.br.toString('base64') },
    ]);
    expect(response.statusCode).toBe(201);
    for (const replica of [a.app, b])
      for (const encoding of ['gzip', 'br'] as const) {
        const served = await replica.inject({
          url: `${BASE}/chunks/big.js`,
          headers: { 'accept-encoding': encoding },
        });
        expect(served.headers['content-encoding']).toBe(encoding);
        expect(served.rawPayload.equals(brought[encoding])).toBe(true);
      }
  });

  it('copies a release once for many simultaneous first requests, all answered in full', async () => {
    await upload();
    bFileQueries.count = 0;
    const paths = ['mf-manifest.json', 'remoteEntry.js', 'chunks/page.js', 'chunks/big.js'];
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => b.inject(`${BASE}/${paths[i % paths.length]}`)),
    );
    responses.forEach((response, i) => {
      const expected = FILES.find((file) => file.path === paths[i % paths.length])!;
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.toString('base64')).toBe(expected.content);
    });
    expect(readdirSync(join(bDataDir, 'remotes')).sort()).toEqual(['reports']);
    // One copy: one look-up of the requested path, one read of the release's files.
    expect(bFileQueries.count).toBe(2);
  });

  it('restores a file missing from a partial local copy', async () => {
    await upload();
    const aFolder = join(a.config.dataDir, 'remotes', 'reports', '1.0.0');
    rmSync(join(aFolder, 'chunks'), { recursive: true });
    const response = await a.app.inject(`${BASE}/chunks/page.js`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('copies');
    expect(existsSync(join(aFolder, 'chunks', 'big.js.gz'))).toBe(true);
  });

  it('answers 404 for a path or release the database does not have, and copies nothing', async () => {
    await upload();
    for (const url of [
      `${BASE}/chunks/absent.js`,
      '/remotes/reports/9.9.9/remoteEntry.js',
      '/remotes/evil/1.0.0/remoteEntry.js',
      `${BASE}/index.html`,
    ]) {
      const response = await b.inject(url);
      expect(`${url}: ${response.statusCode}`).toBe(`${url}: 404`);
      expect(response.headers['_abperrorformat']).toBe('true');
    }
    expect(readdirSync(join(bDataDir, 'remotes'))).toEqual([]);
  });

  it('never serves a file outside the release folders', async () => {
    await upload();
    writeFileSync(join(bDataDir, 'secret.json'), '{"secret":true}');
    for (const url of [
      `${BASE}/../../../secret.json`,
      `${BASE}/..%2F..%2F..%2Fsecret.json`,
      `/remotes/reports/1.0.0%2F..%2F..%2F..%2Fsecret.json`,
      '/remotes/..%2Fsecret.json',
    ]) {
      const response = await b.inject(url);
      expect(`${url}: ${response.statusCode}`).not.toBe(`${url}: 200`);
      expect(response.body).not.toContain('secret');
    }
  });

  it('leaves releases registered by URL to their origin', async () => {
    a.config.remoteOrigins = ['https://cdn.example'];
    const registered = await a.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: auth,
      payload: {
        name: 'reports',
        version: '2.0.0',
        areas: ['/'],
        baseUrl: 'https://cdn.example/reports/2.0.0/',
        integrity: `sha384-${'A'.repeat(64)}`,
        build: fakeBuildRecord('reports'),
      },
    });
    expect(registered.statusCode).toBe(201);
    expect((await b.inject('/remotes/reports/2.0.0/remoteEntry.js')).statusCode).toBe(404);
    expect(readdirSync(join(bDataDir, 'remotes'))).toEqual([]);
  });

  it('stores the files of a release registered before they were kept, when they are sent again', async () => {
    await upload();
    await a.database.db.deleteFrom('remote_release_file').execute();
    expect((await b.inject(`${BASE}/remoteEntry.js`)).statusCode).toBe(404);
    const again = await upload();
    expect(again.json()).toMatchObject({ name: 'reports', version: '1.0.0', created: false });
    expect((await b.inject(`${BASE}/remoteEntry.js`)).statusCode).toBe(200);
  });

  it('registers nothing when the local copy cannot be written', async () => {
    rmSync(join(a.config.dataDir, 'remotes'), { recursive: true, force: true });
    mkdirSync(join(a.config.dataDir, 'remotes'));
    writeFileSync(join(a.config.dataDir, 'remotes', 'reports'), 'in the way');
    expect((await upload()).statusCode).toBe(500);
    const { db } = a.database;
    expect(await db.selectFrom('remote_release').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('remote_release_file').select('path').execute()).toEqual([]);
    expect(readdirSync(join(a.config.dataDir, 'remotes'))).toEqual(['reports']);
    rmSync(join(a.config.dataDir, 'remotes', 'reports'));
    expect((await upload()).statusCode).toBe(201);
  });
});
