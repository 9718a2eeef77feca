// Static copy, plus (with ?release=ID) one release's record fetched in the browser.
export { HowDrawsWorkPage as Component } from '@/features/drawn-releases/components/how-draws-work-page';
