// A house page: static copy, no first data to fetch.
export { FaqPage as Component } from '@/features/house-pages/components/faq-page';
