import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiRoute, apiRoute } from './api-route';

describe('apiRoute', () => {
  it("takes the method from the key and puts each parameter's value in the path", () => {
    expect(apiRoute('DELETE /api/products/:id', { id: 12 })).toEqual({
      method: 'DELETE',
      path: '/api/products/12',
    });
    expect(apiRoute('GET /api/auth/me')).toEqual({ method: 'GET', path: '/api/auth/me' });
    expect(apiRoute('PATCH /api/piece-enquiries/:id/mark-read', { id: 3 })).toEqual({
      method: 'PATCH',
      path: '/api/piece-enquiries/3/mark-read',
    });
  });

  it('URL-encodes the values, so one cannot reach another path', () => {
    expect(apiRoute('GET /api/claims/:token/order', { token: 'a/b?c#d e' }).path).toBe(
      '/api/claims/a%2Fb%3Fc%23d%20e/order',
    );
    expect(apiRoute('DELETE /api/cart/clear/:sessionId', { sessionId: '../auth/me' }).path).toBe(
      '/api/cart/clear/..%2Fauth%2Fme',
    );
  });

  it('appends a query: a pair per defined value, encoded, a list joined by commas', () => {
    expect(apiRoute('GET /api/products/search', { query: { q: 'blue & green vase' } }).path).toBe(
      '/api/products/search?q=blue%20%26%20green%20vase',
    );
    expect(apiRoute('GET /api/products/:id/liked', { id: 4, query: { sessionId: 's 1' } }).path).toBe(
      '/api/products/4/liked?sessionId=s%201',
    );
    expect(apiRoute('GET /api/bidders', { query: { ids: ['b-1', 'b-2'] } }).path).toBe(
      '/api/bidders?ids=b-1,b-2',
    );
    expect(apiRoute('GET /api/orders', { query: { status: undefined } }).path).toBe('/api/orders');
    expect(apiRoute('GET /api/orders', { query: { status: 'paid' } }).path).toBe('/api/orders?status=paid');
  });

  it('writes a URLSearchParams query as it is', () => {
    const query = new URLSearchParams({ period: '12m', timeZone: 'America/New_York' });
    expect(apiRoute('GET /api/reports/sales', { query }).path).toBe(
      '/api/reports/sales?period=12m&timeZone=America%2FNew_York',
    );
  });

  it('throws when a value is missing at run time (a cast got past the compiler)', () => {
    const params = {} as { id: number };
    expect(() => apiRoute('GET /api/products/:id', params)).toThrow(
      'GET /api/products/:id: no value for :id',
    );
  });

  it('lets the compiler refuse undeclared routes, wrong methods and missing or unknown parameters', () => {
    // Each line below must fail `tsc` (the web typecheck): an unused @ts-expect-error fails it too.
    const refused = () => {
      // @ts-expect-error -- no such route
      apiRoute('GET /api/nothing-here');
      // @ts-expect-error -- products are deleted, never PUT
      apiRoute('PUT /api/products/:id', { id: 1 });
      // @ts-expect-error -- the path's :id has no value
      apiRoute('DELETE /api/products/:id');
      // @ts-expect-error -- the path's :id has no value
      apiRoute('DELETE /api/products/:id', {});
      // @ts-expect-error -- the parameter is :token, not :id
      apiRoute('GET /api/claims/:token', { id: 'x' });
      // @ts-expect-error -- a route without parameters takes none
      apiRoute('GET /api/auth/me', { id: 1 });
      // @ts-expect-error -- a hand-written path is no declared route
      const handMade: ApiRoute = { method: 'GET', path: '/api/auth/me' };
      return handMade;
    };
    expect(refused).toBeTypeOf('function');
    expectTypeOf(apiRoute('POST /api/claims/:token/pay', { token: 't' })).toEqualTypeOf<ApiRoute<'POST'>>();
    expectTypeOf(apiRoute('GET /api/auth/me')).toEqualTypeOf<ApiRoute<'GET'>>();
  });
});
