import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shippedText } from './shipped-texts.consumer.js';

test('the shipping text names the order, the carrier, the tracking number and the link, on one line', () => {
  assert.equal(
    shippedText('AT-000042', 'FedEx', '7712 3456', 'https://www.fedex.com/t/7712'),
    'Atelier: your order AT-000042 has shipped with FedEx (tracking 7712 3456). Follow it: https://www.fedex.com/t/7712 Reply STOP to opt out.',
  );
  const long = shippedText(
    'AT-1',
    `Hudson\nWhite-Glove Fine Art Freight and Installation Co.`,
    'X',
    'https://a.example',
  );
  assert.ok(!long.includes('\n'));
  assert.match(long, /with Hudson White-Glove Fine Art Freight and… \(tracking X\)/);
});
