// Whether `npm test` runs the server tests on PostgreSQL. That pass holds the only
// row-level-security test, so it is never left out silently: without PostgreSQL the run fails,
// unless CRM_TEST_WITHOUT_POSTGRES=1 leaves it out knowingly and the run says so loudly. On CI
// (CI set, as CI services set it) the pass cannot be waived: a CI run proves a landing.
import { createConnection } from 'node:net';

export const POSTGRES = { host: '127.0.0.1', port: 5432 };

export const WITHOUT_POSTGRES_WARNING = [
  '!'.repeat(78),
  '! CRM_TEST_WITHOUT_POSTGRES=1: the server tests on PostgreSQL did NOT run.',
  '! Not tested: row-level security (tenant isolation in the database itself) and every',
  '! PostgreSQL-only behaviour. This run does not prove the product; run it where',
  `! PostgreSQL answers at ${POSTGRES.host}:${POSTGRES.port} before merging.`,
  '!'.repeat(78),
].join('\n');

export function isReachable({ host, port }) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** CI services set CI (GitHub's and GitLab's to `true`); `false` and `0` say it is not CI. */
export const isCi = (env) => Boolean(env.CI) && !['false', '0'].includes(env.CI.toLowerCase());

/**
 * True: run the pass; false: waived by the variable; throws when it cannot run and was not
 * waived, and on CI whenever the waiver is set.
 */
export async function postgresPass({ env = process.env, at = POSTGRES } = {}) {
  if (isCi(env) && env.CRM_TEST_WITHOUT_POSTGRES !== undefined)
    throw new Error(
      'CRM_TEST_WITHOUT_POSTGRES is refused on CI (CI is set): a CI run must prove the server ' +
        `on PostgreSQL too. Unset it and make PostgreSQL answer at ${at.host}:${at.port}.`,
    );
  if (await isReachable(at)) return true;
  if (env.CRM_TEST_WITHOUT_POSTGRES === '1') return false;
  throw new Error(
    `PostgreSQL is not reachable at ${at.host}:${at.port}, and the server tests must run on it ` +
      'too (row-level security is tested only there). Start PostgreSQL, or set ' +
      'CRM_TEST_WITHOUT_POSTGRES=1 to leave that pass out knowingly (README).',
  );
}
