// A house page: static copy, no first data to fetch.
export { TermsPage as Component } from '@/features/house-pages/components/terms-page';
