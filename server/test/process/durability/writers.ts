// The three streams of writes the durability test runs while it kills the server: a customer's
// contract wizard (save → personal details and next step → delete, each one transaction with
// its history row), back-office deal imports (each recomputes the basket's stored series in
// the same transaction) and the tenant's e-mail settings (nine values in one transaction).
import type { HttpClient, HttpResponse } from '../harness/http-client';
import { bearer } from '../harness/http-client';
import type { WriteLog } from './write-log';

const CONTRACTS = '/api/app/portfolio-contract';
export const PERSONAL = {
  nationalCode: '0499370899',
  mobile: '09121234567',
  firstName: 'نگار',
  lastName: 'امینی',
  sheba: 'IR820540102680020817909002',
};

export interface Writer {
  client: HttpClient;
  token: string;
  log: WriteLog;
  /** True once the test wants the writers to finish. */
  stopped: () => boolean;
}

/** A request whose outcome is unknown when the connection breaks (the server was killed). */
class CutOff extends Error {}

async function call(w: Writer, what: string, send: () => Promise<HttpResponse>) {
  let response: HttpResponse;
  try {
    response = await send();
  } catch (error) {
    // Refused: the server was down and nothing was sent. Anything else broke mid-request.
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') w.log.refused += 1;
    else w.log.unknown += 1;
    throw new CutOff();
  }
  if (response.status >= 300) {
    w.log.fail(`${what}: ${response.status} ${response.body.slice(0, 200)}`);
    throw new CutOff();
  }
  return response;
}

/** Runs `step` until stopped; a cut-off step waits a moment (the server is restarting). */
async function loop(w: Writer, step: () => Promise<void>): Promise<void> {
  while (!w.stopped()) {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof CutOff)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export function contractWriter(w: Writer): Promise<void> {
  const auth = bearer(w.token);
  return loop(w, async () => {
    // "Register new contract" resumes the contract in progress, so a step cut off by a kill
    // is simply taken up again from whatever state was committed.
    const saved = await call(w, 'save contract', () =>
      w.client.send(
        'POST',
        `${CONTRACTS}/save-portfolio-contract`,
        {
          stateCode: 'CompleteUserInformation',
          nationalCode: '',
          basketId: null,
          isFromBackOffice: false,
        },
        auth,
      ),
    );
    const contract = saved.json<{ id: string; stateCode: string }>();
    w.log.ackContract(contract.id, 'created');
    if (contract.stateCode === 'CompleteUserInformation') {
      await call(w, 'update contract', () =>
        w.client.send(
          'POST',
          `${CONTRACTS}/update-portfolio-contract`,
          { id: contract.id, ...PERSONAL, stateCode: 'AnswerQuestionnaire' },
          auth,
        ),
      );
      w.log.ackContract(contract.id, 'answered');
    }
    await call(w, 'delete contract', () =>
      w.client.send('DELETE', `${CONTRACTS}/portfolio-contract/${contract.id}`, undefined, auth),
    );
    w.log.ackContract(contract.id, 'deleted');
  });
}

export interface DealTarget {
  basketCode: string;
  day: string;
  symbol: string;
}

export function dealWriter(w: Writer, target: DealTarget): Promise<void> {
  let n = 0;
  return loop(w, async () => {
    n += 1;
    const ref = `dur-${n}`;
    const csv = `basket,date,symbol,side,quantity,price,ref\n${target.basketCode},${target.day},${target.symbol},buy,1,7250,${ref}\n`;
    const response = await call(w, `import ${ref}`, () =>
      w.client.request({
        method: 'POST',
        url: '/api/app/import/deals',
        body: csv,
        headers: { ...bearer(w.token), 'content-type': 'text/csv; charset=utf-8' },
      }),
    );
    const report = response.json<{ applied: boolean; inserted: number }>();
    if (!report.applied || report.inserted !== 1)
      w.log.fail(`import ${ref}: ${response.body.slice(0, 200)}`);
    else w.log.ackDeal(ref);
  });
}

/** The e-mail settings of one generation: every field says which. */
export function settingsOf(n: number) {
  return {
    smtpHost: `s${n}.example`,
    smtpPort: (n % 60_000) + 1,
    smtpUserName: `u${n}`,
    smtpPassword: `p${n}`,
    smtpDomain: `d${n}`,
    smtpEnableSsl: n % 2 === 0,
    smtpUseDefaultCredentials: n % 2 === 1,
    defaultFromAddress: `n${n}@example.com`,
    defaultFromDisplayName: `n${n}`,
  };
}

export function settingsWriter(w: Writer): Promise<void> {
  let n = 0;
  return loop(w, async () => {
    n += 1;
    const generation = n;
    await call(w, `settings ${generation}`, () =>
      w.client.send(
        'POST',
        '/api/setting-management/emailing',
        settingsOf(generation),
        bearer(w.token),
      ),
    );
    w.log.ackSettings(generation);
  });
}
