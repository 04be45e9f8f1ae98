// Drives the release and promote commands (scripts/release.mjs, scripts/promote.mjs) against the
// running product, as an operator would.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './product';

function commandEnv() {
  return {
    ...process.env,
    CRM_SERVER_URL: process.env.CRM_E2E_BASE_URL,
    CRM_DATA_DIR: process.env.CRM_E2E_DATA_DIR,
  };
}

export function runScript(script: 'release' | 'promote', args: string[]): string {
  return execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', `${script}.mjs`), ...args], {
    cwd: REPO_ROOT,
    env: commandEnv(),
    encoding: 'utf8',
  });
}

/**
 * Changes a file of a build, without the compressed copies the build made of the old content
 * (the server refuses copies that do not decompress to their file, and makes its own).
 */
function rewriteFile(path: string, content: string): void {
  writeFileSync(path, content);
  for (const copy of [`${path}.gz`, `${path}.br`]) rmSync(copy, { force: true });
}

/**
 * A copy of a remote's build in which one text is replaced in every JavaScript file: a
 * "changed remote" without spending a webpack build on it.
 */
export function changedBuild(remoteFolder: string, from: string, to: string): string {
  const copy = mkdtempSync(join(tmpdir(), `crm-${remoteFolder}-`));
  cpSync(join(REPO_ROOT, remoteFolder, 'dist'), copy, { recursive: true });
  let replaced = 0;
  for (const name of readdirSync(copy).filter((file) => file.endsWith('.js'))) {
    const path = join(copy, name);
    const text = readFileSync(path, 'utf8');
    if (text.includes(from)) {
      rewriteFile(path, text.split(from).join(to));
      replaced += 1;
    }
  }
  if (replaced === 0) throw new Error(`"${from}" is not in the build of ${remoteFolder}`);
  return copy;
}

/** A build of a remote whose entry script throws as soon as it runs. */
export function brokenBuild(remoteFolder: string): string {
  const copy = mkdtempSync(join(tmpdir(), `crm-${remoteFolder}-broken-`));
  cpSync(join(REPO_ROOT, remoteFolder, 'dist'), copy, { recursive: true });
  rewriteFile(join(copy, 'remoteEntry.js'), 'throw new Error("deliberately broken release");\n');
  return copy;
}

export async function activeVersion(name: string): Promise<string> {
  const manifest = await (
    await fetch(`${process.env.CRM_E2E_BASE_URL}/api/platform/remotes`)
  ).json();
  const remote = manifest.remotes.find((r: { name: string }) => r.name === name);
  if (!remote) throw new Error(`${name} has no active release`);
  return remote.version;
}
