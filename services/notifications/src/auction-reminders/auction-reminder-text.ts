/** What a buyer who asked to be reminded is texted, about an hour before the auction ends. */
export const auctionReminderText = (productName: string, url: string) =>
  `Atelier: the auction for ${productName} ends within the hour. See it and bid: ${url} Reply STOP to opt out.`;
