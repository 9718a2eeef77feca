/**
 * Marketing texts go out only in the recipient's daytime: 8 am to 9 pm local time, 8 pm in the
 * states whose laws ask for it (Florida, Oklahoma, Washington, Maryland). The time zone is estimated
 * from the area code (numbers move with people, so it is an estimate; unknown codes count as
 * Eastern, the most populous zone). Codes below are those outside Eastern time.
 */
const ZONES: Record<string, string> = {
  'America/Los_Angeles':
    '209 213 279 310 323 341 350 369 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951 206 253 360 425 509 564 458 503 541 971 702 725 775',
  'America/Denver': '303 719 720 970 983 385 435 801 505 575 307 406 208 986 915',
  'America/Phoenix': '480 520 602 623 928',
  'America/Chicago':
    '210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 936 940 945 956 972 979 217 224 309 312 331 447 464 618 630 708 730 773 779 815 847 872 218 320 507 612 651 763 952 262 274 414 534 608 715 920 319 515 563 641 712 314 417 557 573 636 660 816 975 327 479 501 870 225 318 337 504 985 405 539 572 580 918 316 620 785 913 308 402 531 605 701 228 601 662 769 205 251 256 334 659 938 615 629 731 901 931 850',
  'America/Anchorage': '907',
  'Pacific/Honolulu': '808',
};
const EIGHT_PM_STATES =
  '239 305 321 352 386 407 448 561 645 656 689 727 754 772 786 813 850 863 904 941 954 405 539 572 580 918 206 253 360 425 509 564 227 240 301 410 443 667';

const zoneByAreaCode = new Map(
  Object.entries(ZONES).flatMap(([zone, codes]) => codes.split(' ').map((code) => [code, zone] as const)),
);
const eightPmCodes = new Set(EIGHT_PM_STATES.split(' '));

const OPENS_AT_MINUTES = 8 * 60;

export interface DaytimeWindow {
  timeZone: string;
  closesAtMinutes: number;
}

/** The window of an E.164 US number (+1 then the area code). */
export function daytimeWindowFor(phoneNumber: string): DaytimeWindow {
  const areaCode = phoneNumber.slice(2, 5);
  return {
    timeZone: zoneByAreaCode.get(areaCode) ?? 'America/New_York',
    closesAtMinutes: (eightPmCodes.has(areaCode) ? 20 : 21) * 60,
  };
}

/** Minutes past local midnight at `now` in the zone. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * Undefined when a text may go now, else when the window next opens. (Across a daylight-saving
 * change the opening may be off by the hour it moves: it then opens at 7 or 9 am once.)
 */
export function nextDaytimeOpening(phoneNumber: string, now: Date): Date | undefined {
  const { timeZone, closesAtMinutes } = daytimeWindowFor(phoneNumber);
  const minutes = localMinutes(now, timeZone);
  if (minutes >= OPENS_AT_MINUTES && minutes < closesAtMinutes) return undefined;
  const wait = (OPENS_AT_MINUTES - minutes + 24 * 60) % (24 * 60);
  const opening = new Date(now.getTime() + wait * 60_000);
  opening.setUTCSeconds(0, 0);
  return opening;
}
