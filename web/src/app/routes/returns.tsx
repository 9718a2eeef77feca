// A house page: static copy, no first data to fetch.
export { ReturnsPage as Component } from '@/features/house-pages/components/returns-page';
