import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldWithControlCharacter } from './control-characters.js';

test('names the first field holding NUL or another control character', () => {
  assert.equal(fieldWithControlCharacter({ name: 'ok', address: { line1: 'a\u0000b' } }), 'address.line1');
  assert.equal(fieldWithControlCharacter({ items: ['fine', 'bell\u0007'] }), 'items.1');
  assert.equal(fieldWithControlCharacter({ q: 'del\u007f' }), 'q');
  assert.equal(fieldWithControlCharacter({ 'k\u0000': 'v' }), 'k\u0000');
  assert.equal(fieldWithControlCharacter('\u001b[31m'), '(value)');
});

test('tabs, line breaks, non-ASCII text, numbers and raw bytes pass', () => {
  assert.equal(
    fieldWithControlCharacter({ message: 'line one\r\n\tline two', name: 'Érable — 胡桃' }),
    undefined,
  );
  assert.equal(fieldWithControlCharacter({ price: 12, ok: true, none: null }), undefined);
  assert.equal(fieldWithControlCharacter(Buffer.from([0, 1, 2])), undefined);
  assert.equal(fieldWithControlCharacter(undefined), undefined);
});
