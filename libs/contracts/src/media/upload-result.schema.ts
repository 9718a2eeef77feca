import { z } from 'zod';

/**
 * The answer of POST /api/upload. `url` and `imageUrl` are the same path (spec section 7: the hero
 * and sneak-peek forms read imageUrl, the others url). An image is stored as WebP at every width of
 * `widths` (`name-480.webp`, `-960`, `-1600`, the web's srcset convention); `url` names the 960 one.
 */
export const uploadResultSchema = z.object({
  url: z.string(),
  imageUrl: z.string(),
  mediaType: z.enum(['image', 'video']),
  /** The stored type: image/webp for every image, video/mp4 or video/webm as uploaded. */
  contentType: z.string(),
  bytes: z.number().int(),
  widths: z.array(z.number().int()).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Widths every uploaded image is re-encoded to (the same as the demo images). */
export const UPLOAD_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Images over this many bytes are refused (413) before anything is stored. */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
