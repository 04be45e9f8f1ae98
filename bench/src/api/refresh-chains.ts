// Token refresh under load, honestly: refresh tokens rotate (each works once, and reusing one
// revokes the grant), so every request must send a token no other request has sent. The chains
// start from real sign-ins, one per connection; a request takes a current token from the pool
// and its answer puts the new one back — like a browser tab renewing its session, with as many
// tabs as connections. (autocannon's per-connection context is reset after every request, so
// the pool, not the context, carries the chains.) A failed answer loses its chain; once the
// pool is empty the spent token is re-sent, and the rejection shows as an error.
import type autocannon from 'autocannon';
import { CLIENT_ID } from '../lib/sign-in';

export function refreshRequests(initialTokens: readonly string[]): autocannon.Request[] {
  const pool = [...initialTokens];
  let spent = initialTokens[0] ?? '';
  return [
    {
      method: 'POST',
      path: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (request) => {
        spent = pool.pop() ?? spent;
        return {
          ...request,
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: spent,
            client_id: CLIENT_ID,
          }).toString(),
        };
      },
      onResponse: (status, body) => {
        if (status === 200)
          pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
      },
    },
  ];
}
