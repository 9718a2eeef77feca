// A house page: static copy, no first data to fetch.
export { PrivacyPage as Component } from '@/features/house-pages/components/privacy-page';
