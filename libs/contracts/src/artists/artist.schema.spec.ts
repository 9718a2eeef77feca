import assert from 'node:assert/strict';
import { test } from 'node:test';
import { artistInputSchema } from './artist.schema.js';

const valid = { name: 'Nora', specialty: 'Walnut' };

test('blank optional fields become null; text is trimmed', () => {
  const parsed = artistInputSchema.parse({
    ...valid,
    name: '  Nora ',
    bio: '   ',
    instagramUrl: '',
    websiteUrl: null,
  });
  assert.equal(parsed.name, 'Nora');
  assert.equal(parsed.bio, null);
  assert.equal(parsed.instagramUrl, null);
  assert.equal(parsed.websiteUrl, null);
  assert.equal(parsed.fullBio, null, 'a missing field is null too');
});

test('social links must be http(s) URLs', () => {
  assert.equal(
    artistInputSchema.parse({ ...valid, linkedinUrl: 'https://www.linkedin.com/in/nora' }).linkedinUrl,
    'https://www.linkedin.com/in/nora',
  );
  for (const bad of ['nora.com', 'javascript:alert(1)', 'ftp://nora.com/x', 'https://no spaces.com']) {
    assert.equal(artistInputSchema.safeParse({ ...valid, websiteUrl: bad }).success, false, bad);
  }
});

test('image references accept URLs, site paths and bare upload names, nothing else', () => {
  for (const ok of [
    'https://cdn.example.com/a.webp',
    '/uploads/a.png',
    '/demo/artists/nora-960.webp',
    'a.png',
  ]) {
    assert.equal(artistInputSchema.safeParse({ ...valid, imageUrl: ok }).success, true, ok);
  }
  for (const bad of ['../etc/passwd', 'has space.png', 'https://']) {
    assert.equal(artistInputSchema.safeParse({ ...valid, imageUrl: bad }).success, false, bad);
  }
});

test('name and specialty are required, with the spec wording', () => {
  const result = artistInputSchema.safeParse({ name: '', specialty: ' ' });
  assert.equal(result.success, false);
  assert.deepEqual(
    result.error!.issues.map((i) => i.message),
    ['Name is required', 'Specialty is required'],
  );
});
