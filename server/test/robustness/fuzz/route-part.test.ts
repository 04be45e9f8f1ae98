// A fuzzing suite takes its part of the route table, and a part that matches nothing fails
// instead of passing with 0 requests.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { routesOfPart } from './route-part';

const ROUTES = [
  { method: 'GET', url: '/api/app/basket', policy: 'x' },
  { method: 'GET', url: '/api/identity/users', policy: 'y' },
];
const isBusiness = (route: { url: string }) => route.url.startsWith('/api/app/');

describe('a fuzzing suite’s routes', () => {
  it('are those its filter takes', () => {
    expect(routesOfPart(ROUTES, (_route, documented) => !documented, isBusiness)).toEqual([
      ROUTES[1],
    ]);
  });

  it('fail the suite when its filter takes none', () => {
    expect(() =>
      routesOfPart(ROUTES, (route) => route.url.startsWith('/api/nothing'), isBusiness),
    ).toThrow(/matches no route: it would pass with 0 requests/);
  });
});
