import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { TEST_DEPLOY_KEY } from './test-app';

const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const versionIn = (file: string) => JSON.parse(readFileSync(file, 'utf8')).version as string;
const versionOf = (dir: string, name: string) =>
  versionIn(join(WORKSPACE, dir, 'node_modules', name, 'package.json'));

/**
 * A build record (`crm-build.json`) as the build writes it, with the versions the workspace's
 * host is built with: a release carrying it fits the host.
 */
export function fakeBuildRecord(name: string, changes: Record<string, unknown> = {}) {
  const packages = ['react', 'react-dom', 'react-router', 'zustand', 'i18next'];
  return {
    name,
    hostContract: versionIn(join(WORKSPACE, 'shared', 'package.json')),
    singletons: {
      ...Object.fromEntries(packages.map((pkg) => [pkg, versionOf('host', pkg)])),
      '@fluentui/react-components': versionOf('host', '@fluentui/react-components'),
    },
    exposes: ['./remote'],
    ...changes,
  };
}

/** A minimal valid release of a remote, as the release command uploads it. */
export function fakeReleaseFiles(
  name: string,
  marker: string,
  manifestExtra: Record<string, unknown> = {},
  build: Record<string, unknown> | null = fakeBuildRecord(name),
) {
  const manifest = {
    id: name,
    name,
    metaData: { name, publicPath: 'auto', ...manifestExtra },
    shared: [],
    exposes: [],
  };
  const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  return [
    { path: 'mf-manifest.json', content: json(manifest) },
    {
      path: 'remoteEntry.js',
      content: Buffer.from(`/* ${marker} */ var ${name};`).toString('base64'),
    },
    {
      path: 'chunks/page.js',
      content: Buffer.from(`console.log(${JSON.stringify(marker)});`).toString('base64'),
    },
    ...(build ? [{ path: 'crm-build.json', content: json(build) }] : []),
  ];
}

/** Registers a minimal release of `name` with the operator key; the answer's status. */
export async function registerFakeRelease(
  app: FastifyInstance,
  name: string,
  version: string,
): Promise<number> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/platform/releases',
    headers: { authorization: `Bearer ${TEST_DEPLOY_KEY}` },
    payload: { name, version, areas: ['/'], files: fakeReleaseFiles(name, version) },
  });
  return answer.statusCode;
}
