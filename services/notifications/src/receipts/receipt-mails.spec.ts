import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OrderReceipt } from '@atelier/contracts';
import { parseDocument } from 'htmlparser2';
import { orderConfirmationMail } from './order-confirmation-mail.js';
import { orderRefundedMail } from './order-refunded-mail.js';
import { orderShippedMail } from './order-shipped-mail.js';

const ORIGIN = 'https://atelier.example';

const receipt = (over: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderNumber: 'AT-000042',
  orderPath: '/orders/secret-token-42',
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.com',
  recipientPhone: '(212) 555-0142',
  shippingAddress: { street: '1 Main St', city: 'Brooklyn', state: 'NY', zipCode: '11201', country: 'US' },
  lines: [
    {
      productId: 7,
      name: 'Walnut Table',
      imageUrl: '/uploads/walnut-960.webp',
      quantity: 1,
      unitPrice: '4800.00',
      lineTotal: '4800.00',
    },
    {
      productId: 8,
      name: 'Oak Stool',
      imageUrl: 'stool.jpg',
      quantity: 2,
      unitPrice: '650.00',
      lineTotal: '1300.00',
    },
  ],
  subtotal: '6100.00',
  shipping: '250.00',
  tax: '536.79',
  total: '6886.79',
  refunded: '0.00',
  ...over,
});

interface Element {
  name: string;
  attribs: Record<string, string>;
  children?: Element[];
}

/** Every element of the mail's HTML, as a browser's parser would find them. */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: Element[]) => {
    for (const node of nodes) {
      if (node.attribs) found.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(parseDocument(html).children as unknown as Element[]);
  return found;
}
const attribute = (html: string, tag: string, name: string) =>
  elements(html)
    .filter((element) => element.name === tag)
    .map((element) => element.attribs[name]);

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

test('the confirmation shows each piece with its image, quantity and prices, the totals and the order link', () => {
  const mail = orderConfirmationMail(receipt(), ORIGIN);
  assert.equal(mail.subject, 'Your Atelier order AT-000042 is confirmed');
  assert.deepEqual(attribute(mail.html, 'img', 'src'), [
    'https://atelier.example/uploads/walnut-480.webp',
    'https://atelier.example/uploads/stool.jpg',
  ]);
  assert.deepEqual(attribute(mail.html, 'a', 'href'), ['https://atelier.example/orders/secret-token-42']);
  for (const shown of [
    'Walnut Table',
    '2 × $650.00',
    '$1,300.00',
    '$6,100.00',
    '$250.00',
    '$536.79',
    '$6,886.79',
  ])
    assert.ok(mail.html.includes(shown), `the HTML shows ${shown}`);
  assert.ok(!mail.html.includes('Refunded'), 'nothing refunded, no refund line');
  assert.match(mail.text, /^Subtotal {2}\$6,100\.00$/m);
  assert.match(mail.text, /^Shipping {2}\$250\.00$/m);
  assert.match(mail.text, /^Tax {7}\$536\.79$/m);
  assert.match(mail.text, /^Total {5}\$6,886\.79$/m);
  assert.match(mail.text, /^View your order: https:\/\/atelier\.example\/orders\/secret-token-42$/m);
  assert.match(mail.text, /^1 Main St\nBrooklyn, NY 11201\nUnited States$/m);
});

test('every value from the order is escaped: no script, no attribute and no link comes from it', () => {
  const mail = orderConfirmationMail(
    receipt({
      orderNumber: `AT-1\r\nBcc: victim@example.com ${HOSTILE}`,
      recipientName: HOSTILE,
      shippingAddress: { street: HOSTILE, city: '<b>City</b>', state: 'NY', zipCode: '11201', country: 'US' },
      lines: [
        { ...receipt().lines[0], name: HOSTILE, imageUrl: 'javascript:alert(3)' },
        { ...receipt().lines[1], name: "O'Brien & Sons <Stool>", imageUrl: '//evil.example/x.png' },
      ],
      subtotal: '<script>1</script>',
    }),
    ORIGIN,
  );
  const found = elements(mail.html);
  assert.deepEqual(
    found.filter((element) => ['script', 'b'].includes(element.name)),
    [],
    'no element comes from a value',
  );
  assert.deepEqual(
    found.flatMap((element) => Object.keys(element.attribs).filter((name) => name.startsWith('on'))),
    [],
    'no event handler attribute',
  );
  assert.deepEqual(
    attribute(mail.html, 'img', 'src'),
    [],
    'an image that is not http(s) on a host is left out',
  );
  assert.deepEqual(attribute(mail.html, 'a', 'href'), ['https://atelier.example/orders/secret-token-42']);
  assert.ok(mail.html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the text is shown, escaped');
  assert.ok(mail.html.includes('O&#39;Brien &amp; Sons &lt;Stool&gt;'));
  assert.ok(
    mail.html.includes('&lt;script&gt;1&lt;/script&gt;'),
    'an amount that is not one is shown as text',
  );
  assert.ok(!/[\r\n]/.test(mail.subject), 'the subject is one header line');
});

test('the shipping notice carries the carrier, the tracking number and its link; only http(s) links', () => {
  const shipment = {
    carrier: 'FedEx',
    trackingNumber: '7712 3456 7890',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
  };
  const mail = orderShippedMail(receipt(), shipment, ORIGIN);
  assert.equal(mail.subject, 'Your Atelier order AT-000042 has shipped');
  assert.deepEqual(attribute(mail.html, 'a', 'href'), [
    shipment.trackingUrl,
    'https://atelier.example/orders/secret-token-42',
  ]);
  assert.ok(mail.html.includes('on its way with FedEx') && mail.html.includes('7712 3456 7890'));
  assert.match(
    mail.text,
    /^Track your delivery: https:\/\/www\.fedex\.com\/fedextrack\/\?trknbr=771234567890$/m,
  );
  assert.match(mail.text, /^Tracking number: 7712 3456 7890$/m);

  const freight = orderShippedMail(
    receipt(),
    { carrier: `White-glove <Freight>`, trackingNumber: 'WG-19', trackingUrl: 'javascript:alert(1)' },
    ORIGIN,
  );
  assert.deepEqual(attribute(freight.html, 'a', 'href'), ['https://atelier.example/orders/secret-token-42']);
  assert.ok(freight.html.includes('White-glove &lt;Freight&gt;'));
  assert.ok(!freight.text.includes('javascript:'), 'no tracking link that is not a web address');
});

test('the refund notice says how much and why, and the totals end with what was refunded and the net', () => {
  const partial = orderRefundedMail(
    receipt({ refunded: '1300.00' }),
    { amount: '1300.00', reason: 'The stools arrived scratched', fullyRefunded: false },
    ORIGIN,
  );
  assert.equal(partial.subject, 'Refund of $1,300.00 for your Atelier order AT-000042');
  assert.ok(partial.html.includes('We have refunded $1,300.00 for order AT-000042.'));
  assert.ok(partial.html.includes('Reason: The stools arrived scratched'));
  assert.match(partial.text, /^Refunded {2}−\$1,300\.00$/m);
  assert.match(partial.text, /^Net paid {2}\$5,586\.79$/m);
  assert.deepEqual(attribute(partial.html, 'a', 'href'), ['https://atelier.example/orders/secret-token-42']);

  const full = orderRefundedMail(
    receipt({ refunded: '6886.79' }),
    { amount: '5586.79', reason: '', fullyRefunded: true },
    ORIGIN,
  );
  assert.ok(full.html.includes('the order is refunded in full'));
  assert.ok(!full.html.includes('Reason:'), 'no reason given, none shown');
  assert.match(full.text, /^Net paid {2}\$0\.00$/m);
});

test('links are built from the store’s public origin, wherever the origin has a path or port', () => {
  const mail = orderConfirmationMail(receipt(), 'http://localhost:3000');
  assert.deepEqual(attribute(mail.html, 'a', 'href'), ['http://localhost:3000/orders/secret-token-42']);
  assert.equal(attribute(mail.html, 'img', 'src')[0], 'http://localhost:3000/uploads/walnut-480.webp');
  const absolute = orderConfirmationMail(
    receipt({ lines: [{ ...receipt().lines[0], imageUrl: 'https://images.example.com/chair.jpg' }] }),
    ORIGIN,
  );
  assert.deepEqual(attribute(absolute.html, 'img', 'src'), ['https://images.example.com/chair.jpg']);
});
