// Consistency rules of a remote's contract: what the host relies on when it composes remotes.
import type { RemoteModule } from './remote';
import { areaOf, flattenRoutes } from './routes';

/** Problems with a remote's contract (none means it is sound). */
export function checkRemoteContract(
  remote: RemoteModule,
  declaredAreas: readonly string[],
): string[] {
  const problems: string[] = [];
  const routes = flattenRoutes(remote.routes);
  const paths = new Set(routes.map((route) => route.path));
  for (const route of routes) {
    if (!route.path.startsWith('/')) problems.push(`route "${route.path}" is not absolute`);
    if (!declaredAreas.includes(areaOf(route.path))) {
      problems.push(
        `route "${route.path}" is outside the declared areas (${declaredAreas.join(', ')})`,
      );
    }
    if (route.route.page && !route.layout) problems.push(`route "${route.path}" has no layout`);
  }
  for (const entry of remote.menu) {
    if (!paths.has(entry.path))
      problems.push(`menu entry "${entry.name}" points to "${entry.path}", which is not a route`);
  }
  if (typeof remote.loadLifecycles !== 'function') problems.push('loadLifecycles is missing');
  return problems;
}
