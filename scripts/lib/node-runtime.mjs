// The Node the test command runs on: 24, the LTS the product is tested and shipped on. When the
// machine's Node is another major, the pinned one is fetched once from the package registry
// into .tools/ (as pnpm is: its platform package `node-<os>-<cpu>` holds the official binary)
// and the command runs again under it. Every child then finds that Node first on PATH, so pnpm,
// its install scripts, the test runners and the product started by the end-to-end tests all run
// on the same Node as the command.
// `node scripts/lib/node-runtime.mjs` prints the folder of that Node's binary (.ci/run puts it
// first on PATH).
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { ensureTool, toolFolder } from './tool-folder.mjs';

export const NODE_VERSION = '24.21.0';
const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);

const PLATFORM_PACKAGE = `node-${process.platform}-${process.arch}`;
const TOOL_DIR = toolFolder(`node-${NODE_VERSION}`);
export const PINNED_NODE = join(TOOL_DIR, 'node_modules', PLATFORM_PACKAGE, 'bin', 'node');
export const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Fetches the pinned Node into .tools/ unless it is there; the path of its binary. */
export const ensurePinnedNode = () =>
  ensureTool({
    what: `Node ${NODE_VERSION}`,
    spec: `${PLATFORM_PACKAGE}@${NODE_VERSION}`,
    folder: TOOL_DIR,
    bin: PINNED_NODE,
    // The output goes to stderr: .ci/run reads the binary's folder from stdout.
    stdio: ['ignore', 2, 2],
    failed:
      `fetching Node ${NODE_VERSION} (${PLATFORM_PACKAGE}) failed: install Node ${NODE_MAJOR} ` +
      'yourself and run the command with it',
  });

/** The Node binary the test command runs on: this one when it is Node 24, else the pinned one. */
export function testNode({ version = process.version, execPath = process.execPath } = {}) {
  return majorOf(version) === NODE_MAJOR ? execPath : ensurePinnedNode();
}

/** `env` with the folder of `node` first on PATH, so children that run `node` get that one. */
export function withNodeOnPath(node, env = process.env) {
  const key = pathKey(env);
  return { ...env, [key]: pathWithNode(node, env[key]) };
}

const pathKey = (env) => Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';

function pathWithNode(node, path = '') {
  const rest = path.split(delimiter).filter((entry) => entry && entry !== dirname(node));
  return [dirname(node), ...rest].join(delimiter);
}

/**
 * Makes sure the rest of the calling script runs on `node` (by default the test command's
 * Node): when this process is another Node, runs the script again under it and exits with its
 * status, so this never returns; otherwise puts this Node first on PATH for the children.
 */
export async function runOn(node = testNode()) {
  if (node === process.execPath) {
    const key = pathKey(process.env);
    process.env[key] = pathWithNode(node, process.env[key]);
    return;
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: withNodeOnPath(node),
  });
  // The child is in this process's group: a Ctrl-C reaches it by itself; a TERM is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const status = await new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  process.exit(status);
}

/** `npm start`'s Node: the machine's from 22 on (the product runs on 22 and 24), else Node 24. */
export const startNode = ({ version = process.version, execPath = process.execPath } = {}) =>
  majorOf(version) >= 22 ? execPath : ensurePinnedNode();

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(dirname(testNode()));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
