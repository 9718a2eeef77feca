import type { Artist } from '@atelier/contracts';
import type { Artist as ArtistRow } from '../generated/prisma/client.js';

export const toArtist = (row: ArtistRow): Artist => ({
  id: row.id,
  name: row.name,
  specialty: row.specialty,
  bio: row.bio,
  fullBio: row.fullBio,
  imageUrl: row.imageUrl,
  portfolioUrl: row.portfolioUrl,
  instagramUrl: row.instagramUrl,
  twitterUrl: row.twitterUrl,
  facebookUrl: row.facebookUrl,
  linkedinUrl: row.linkedinUrl,
  websiteUrl: row.websiteUrl,
});
