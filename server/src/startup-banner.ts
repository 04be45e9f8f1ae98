import { DEMO_PASSWORD, DEMO_TENANT, DEMO_USER } from './demo/seed';

/** What the operator sees once the server listens: where to go, what it runs on, how to sign in. */
export function printBanner(info: {
  address: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  demo: boolean;
  emailOutboxDir: string | undefined;
}): void {
  const url = info.address.replace('127.0.0.1', 'localhost').replace('[::1]', 'localhost');
  const database =
    info.database === 'pglite' ? `embedded PGlite in ${info.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = ['', `  Portfolio CRM is running at ${url}`, `  Database: ${database}`];
  if (info.emailOutboxDir) {
    lines.push(
      `  E-mail outbox: every outgoing e-mail is kept as a .eml file in ${info.emailOutboxDir}`,
    );
  }
  if (info.demo) {
    lines.push(
      '',
      '  Demo sign-in (for trying the product only):',
      `    host administrator:   ${DEMO_USER} / ${DEMO_PASSWORD}   (no tenant)`,
      `    tenant administrator: ${DEMO_USER} / ${DEMO_PASSWORD}   (tenant "${DEMO_TENANT}")`,
    );
  }
  lines.push('');
  console.log(lines.join('\n'));
}
