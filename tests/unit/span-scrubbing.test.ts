import { describe, expect, it } from 'vitest';
import { sqlWithoutValues } from '../../server/db/traced-database';
import { scrubAttributes } from '../../server/tracing/span-scrubbing';

describe('what a span may carry', () => {
  it('keeps the allowed attributes, scrubs texts, cuts addresses to their path, drops the rest', () => {
    expect(
      scrubAttributes({
        'http.request.method': 'POST',
        'http.response.status_code': 200,
        'http.route': '/graphql',
        'url.path': '/tl/eyJhbGciOiJIUzI1NiJ9.abc',
        'url.full': 'http://shop.example/reset/abcdef0123456789?email=jane@example.com',
        'url.query': 'token=secret',
        'user_agent.original': 'jane@example.com',
        'client.address': '203.0.113.9',
        'network.peer.address': '203.0.113.9',
        'http.request.header.authorization': ['Bearer abc'],
        'graphql.operation.name': 'ProductDetails',
        'graphql.document': 'query { me { email } }',
        'exception.message': 'no customer jane@example.com, 416-555-0134',
        'db.query.text': 'select 1',
      }),
    ).toEqual({
      'http.request.method': 'POST',
      'http.response.status_code': 200,
      'http.route': '/graphql',
      'url.path': '/tl/[token]',
      'url.full': 'http://shop.example/reset/[token]',
      'graphql.operation.name': 'ProductDetails',
      'exception.message': 'no customer [email], [phone]',
      'db.query.text': 'select 1',
    });
  });

  it('writes SQL without its literal values, keeping the parameters’ places', () => {
    expect(
      sqlWithoutValues(
        "select * from customers\n  where email = 'jane@example.com' and id = $1 and n > 42 and s = 'it''s'",
      ),
    ).toBe('select * from customers where email = ? and id = $1 and n > ? and s = ?');
  });
});
