import { UnprocessableEntityException } from '@nestjs/common';
import { UPLOAD_IMAGE_WIDTHS } from '@atelier/contracts';
import type { Sharp } from 'sharp';
import type { ImageFormat } from './media-kind.js';

/** About 7,000 × 7,000: a larger image is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export interface ImageVariant {
  width: (typeof UPLOAD_IMAGE_WIDTHS)[number];
  data: Buffer;
}

/**
 * Re-encodes an uploaded image as WebP at every srcset width (never enlarged), which also drops its
 * metadata (EXIF, GPS, ICC comments): sharp writes none unless asked. The largest is made from the
 * upload; the smaller ones from that, so the (possibly large) original is decoded once. Animated GIF
 * and WebP keep their frames. A file sharp cannot decode (truncated, corrupt, too many pixels) is a 422.
 */
export async function renderImageVariants(data: Buffer, format: ImageFormat): Promise<ImageVariant[]> {
  const animated = format === 'gif' || format === 'webp';
  const [largestWidth, ...smaller] = [...UPLOAD_IMAGE_WIDTHS].sort((a, b) => b - a);
  // Loaded with the first image, not with the store: libvips costs ~0.1-0.3 s of every start and
  // ~8 MB resident, for the admin's uploads only. Outside the try: a missing libvips is no 422.
  const { default: sharp } = await import('sharp');
  try {
    // failOn 'warning': a truncated JPEG only warns in libvips by default; here it is refused.
    const source = sharp(data, { animated, failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    if (!animated) source.autoOrient();
    const largest = await resizedWebp(source, largestWidth);
    const variants: ImageVariant[] = [{ width: largestWidth, data: largest }];
    for (const width of smaller)
      variants.push({ width, data: await resizedWebp(sharp(largest, { animated }), width) });
    return variants;
  } catch {
    // sharp's own message names libvips internals; the admin needs only what to do about it.
    throw new UnprocessableEntityException(
      `The ${format.toUpperCase()} image could not be read: it is damaged, incomplete or too large. ` +
        'Export it again and upload the new file.',
    );
  }
}

const resizedWebp = (image: Sharp, width: number) =>
  image.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
