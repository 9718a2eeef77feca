/**
 * A short name for the device a buyer signed in on, from its User-Agent ("Chrome on Android",
 * "Safari on iPhone"), so the list of their sessions tells their devices apart. Only the browser's
 * family and the platform: never the versions or anything else the header says. Order matters:
 * Edge, Opera and Samsung Internet also call themselves Chrome and Safari; Chrome calls itself
 * Safari; iPad's Safari may call itself a Mac.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const PLATFORMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const ua = userAgent.slice(0, 1000);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const platform = PLATFORMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? (platform ? `Browser on ${platform}` : UNKNOWN_DEVICE);
}
