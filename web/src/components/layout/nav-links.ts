// Shared by the navigation bar and the footer so both point at the same anchors.
export const primaryLinks = [
  { label: 'Collections', to: '/#collections' },
  { label: 'Sneak Peek the Future', to: '/#sneak-peek' },
  { label: 'Artists', to: '/#artists' },
  { label: 'Our Story', to: '/story' },
] as const;

export const footerLinks = [
  { label: 'Collections', to: '/#collections' },
  { label: 'Sneak Peek', to: '/#sneak-peek' },
  { label: 'Artists', to: '/#artists' },
  { label: 'Our Story', to: '/story' },
  { label: 'Commission a Piece', to: '/commission' },
] as const;

// The house's own pages (features/house-pages), in the footer's order; each label is the page's title.
export const houseLinks = [
  { label: 'Shipping & Delivery', to: '/shipping' },
  { label: 'Returns', to: '/returns' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms & Conditions', to: '/terms' },
] as const;

export type HouseLinkPath = (typeof houseLinks)[number]['to'];
