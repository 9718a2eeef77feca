// The delivery form a shopper fills to pay: the cart's checkout and a won piece's claim ask the same.

/** Ada's name, e-mail, phone and billing address, with shipping the same as billing. */
export async function fillDeliveryForm(page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('555-010-0199');
  const billing = page.getByRole('group', { name: 'Billing Address' });
  await billing.getByLabel('Street address').fill('1 Main St');
  await billing.getByLabel('City').fill('Hudson');
  await billing.getByLabel('State').selectOption('NY');
  await billing.getByLabel('ZIP code').fill('12534');
  await page.getByLabel('Shipping address is the same as billing').check();
}
