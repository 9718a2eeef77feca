import type { HeroPlacement } from '@atelier/contracts';

/** What differs between the Hero Media and Story Hero Media sections (spec sections 2, 5 and 8). */
export const heroMediaTexts = (placement: HeroPlacement) => {
  const name = placement === 'home' ? 'Hero media' : 'Story hero media';
  return {
    heading: placement === 'home' ? 'Hero Media' : 'Story Hero Media',
    headline: placement === 'home' ? 'Furniture as Art. One of a Kind.' : 'Our Story',
    /** The multipart field the form uploads with. */
    uploadField: placement === 'home' ? ('image' as const) : ('file' as const),
    uploadFailed: placement === 'home' ? 'Failed to upload media' : 'Upload failed',
    done: (what: 'created' | 'activated' | 'deactivated' | 'deleted') => `${name} ${what} successfully`,
    failed: (what: 'create' | 'activate' | 'deactivate' | 'delete') =>
      `Failed to ${what} ${name.toLowerCase()}`,
  };
};
