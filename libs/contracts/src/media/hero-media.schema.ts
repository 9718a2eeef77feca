import { z } from 'zod';

/** Where a hero media item is shown: the home page hero or the Our Story hero. */
export const heroPlacementSchema = z.enum(['home', 'story']);
export type HeroPlacement = z.infer<typeof heroPlacementSchema>;

export const heroMediaTypeSchema = z.enum(['image', 'video']);
export type HeroMediaType = z.infer<typeof heroMediaTypeSchema>;

/** A hero_media or story_hero_media row as the API answers it (spec section 3). */
export const heroMediaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaUrl: z.string(),
  mediaType: heroMediaTypeSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HeroMedia = z.infer<typeof heroMediaSchema>;

/**
 * Uploaded media (`/uploads/...`, what POST /api/upload answers), an image the web app ships
 * (`/demo/...`, the demo store's heroes) or an absolute http(s) URL. Anything else (javascript:,
 * data:, a relative path) could not be shown safely as a background.
 */
const mediaUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2048)
  .refine((url) => /^\/(?:uploads|demo)\/[\w./-]+$/.test(url) || /^https?:\/\/\S+$/i.test(url), {
    message: 'must be an uploaded file (/uploads/...) or an http(s) URL',
  })
  .refine((url) => !url.includes('..'), { message: 'must not contain ..' })
  .meta({ examples: ['/uploads/hero-960.webp'] });

/** POST /api/hero-media and /api/story-hero-media: title, mediaUrl, mediaType, isActive. */
export const heroMediaInputSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(200),
  mediaUrl: mediaUrlSchema,
  mediaType: heroMediaTypeSchema,
  isActive: z.boolean().default(false),
});
/** What a client sends (isActive may be left out). */
export type HeroMediaInput = z.input<typeof heroMediaInputSchema>;
/** The validated body: trimmed, isActive filled in. */
export type HeroMediaData = z.output<typeof heroMediaInputSchema>;
