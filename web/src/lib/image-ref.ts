/** Widths the demo pipeline renders for every image (`name-480.webp`, `-960`, `-1600`). */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

const responsivePattern = /-(480|960|1600)\.webp$/;

/**
 * Resolves an image reference as spec section 3 defines it: absolute http(s) kept, '/'-paths used
 * as same-origin paths, bare names live under /uploads/. Null/blank means "no image".
 */
export function resolveImageRef(ref: string | null | undefined): string | null {
  const value = ref?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/')) return value;
  return `/uploads/${value}`;
}

export type ImageSources = { src: string; srcSet?: string };

/** src plus a width-descriptor srcset when the reference is one of the multi-width WebP renditions. */
export function imageSources(ref: string | null | undefined): ImageSources | null {
  const src = resolveImageRef(ref);
  if (!src) return null;
  if (!responsivePattern.test(src)) return { src };
  const srcSet = RESPONSIVE_WIDTHS.map((w) => `${src.replace(responsivePattern, `-${w}.webp`)} ${w}w`).join(
    ', ',
  );
  return { src, srcSet };
}

const uploadedRendition =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:480|960|1600)\.webp$/;

/**
 * The Deep Zoom manifest (`/uploads/<id>.dzi`) of an uploaded image, whose tiles admin-media makes
 * at the upload's full resolution; null for any other image (demo files, other sites), which has none.
 */
export function deepZoomSource(ref: string | null | undefined): string | null {
  const id = uploadedRendition.exec(resolveImageRef(ref) ?? '')?.[1];
  return id ? `/uploads/${id}.dzi` : null;
}
