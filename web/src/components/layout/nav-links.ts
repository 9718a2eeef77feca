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
