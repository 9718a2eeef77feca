// A house page: static copy, no first data to fetch.
export { ShippingPage as Component } from '@/features/house-pages/components/shipping-page';
