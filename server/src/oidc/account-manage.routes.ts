// The provider's manage-account page, where ABP-compatible clients (ABP's Angular UI, a mobile
// app) send a signed-in user: `/Account/Manage?returnUrl=…`. It is the product's own account
// page, so the provider's path only forwards there, keeping the query.
import type { FastifyInstance } from 'fastify';

export const MANAGE_ACCOUNT_PAGE = '/account/manage';

export async function accountManageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/Account/Manage', async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(
      `${MANAGE_ACCOUNT_PAGE}${query === -1 ? '' : request.url.slice(query)}`,
      302,
    );
  });
}
