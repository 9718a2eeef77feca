import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CACHE_CONTROL } from '@atelier/platform';
import {
  cacheControlForWebFile,
  ifNoneMatchMatches,
  parseEntityTags,
  publicReadAnswer,
  strongEtag,
} from './http-caching.js';

describe('strongEtag', () => {
  test('is a quoted, strong tag that depends only on the bytes', () => {
    const tag = strongEtag(Buffer.from('[{"id":1}]'));
    assert.match(tag, /^"[A-Za-z0-9_-]{27}"$/);
    assert.equal(strongEtag('[{"id":1}]'), tag);
    assert.notEqual(strongEtag('[{"id":2}]'), tag);
  });
});

describe('If-None-Match (RFC 9110 13.1.2)', () => {
  const etag = '"abc"';
  const cases: Array<[header: string | undefined, expected: boolean]> = [
    [undefined, false],
    ['"abc"', true],
    ['"xyz"', false],
    ['W/"abc"', true], // weak comparison
    ['"xyz", "abc"', true],
    ['"xyz",W/"abc"', true],
    ['  "xyz" ,  "abc"  ', true],
    ['*', true],
    [' * ', true],
    ['abc', false], // unquoted: not an entity-tag
    ['', false],
    ['"ab"', false],
  ];
  for (const [header, expected] of cases)
    test(`${JSON.stringify(header)} -> ${expected}`, () =>
      assert.equal(ifNoneMatchMatches(header, etag), expected));

  test('a weak current ETag matches its strong form too', () =>
    assert.equal(ifNoneMatchMatches('"abc"', 'W/"abc"'), true));
  test('no current representation: nothing matches, not even *', () =>
    assert.equal(ifNoneMatchMatches('*', undefined), false));
  test('a comma inside a tag does not split it', () =>
    assert.deepEqual(parseEntityTags('"a,b", W/"c"'), ['"a,b"', 'W/"c"']));
});

describe('publicReadAnswer', () => {
  const body = Buffer.from('[]');
  const rep = { body, contentType: 'application/json; charset=utf-8', etag: strongEtag(body) };

  test('GET without a validator: 200 with the bytes, ETag and the public Cache-Control', () => {
    const a = publicReadAnswer({ method: 'GET', ifNoneMatch: undefined }, rep);
    assert.equal(a.statusCode, 200);
    assert.equal(a.body, body);
    assert.deepEqual(a.headers, {
      etag: rep.etag,
      'cache-control': CACHE_CONTROL.publicRead,
      'content-type': rep.contentType,
      'content-length': '2',
    });
  });

  test('a matching If-None-Match: 304, no body, same ETag and Cache-Control', () => {
    const a = publicReadAnswer({ method: 'GET', ifNoneMatch: rep.etag }, rep);
    assert.deepEqual(a, {
      statusCode: 304,
      headers: { etag: rep.etag, 'cache-control': CACHE_CONTROL.publicRead },
      body: undefined,
    });
  });

  test('HEAD: the 200 headers, no body', () => {
    const a = publicReadAnswer({ method: 'HEAD', ifNoneMatch: '"other"' }, rep);
    assert.equal(a.statusCode, 200);
    assert.equal(a.headers['content-length'], '2');
    assert.equal(a.body, undefined);
  });
});

describe('Cache-Control', () => {
  test('public reads are stored but revalidated every time; private ones never stored', () => {
    assert.equal(CACHE_CONTROL.publicRead, 'public, no-cache');
    assert.equal(CACHE_CONTROL.private, 'no-store');
  });

  test('web files: hashed assets for a year, index.html and other files revalidated', () => {
    assert.equal(cacheControlForWebFile('assets/index-B2x9kQ_a.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlForWebFile('/assets/react-C0ffee12.js.br'), CACHE_CONTROL.immutableAsset);
    assert.equal(cacheControlForWebFile('index.html'), 'no-cache');
    assert.equal(cacheControlForWebFile('/index.html'), 'no-cache');
    assert.equal(cacheControlForWebFile('index.html.br'), 'no-cache');
    assert.equal(cacheControlForWebFile('index.html.gz'), 'no-cache');
    assert.equal(cacheControlForWebFile('demo/chair.webp'), CACHE_CONTROL.publicRead);
  });
});
