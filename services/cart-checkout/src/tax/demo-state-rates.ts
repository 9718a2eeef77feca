/**
 * DEMO FIGURES, NOT TAX ADVICE. The sales tax rate of each state (and DC) in basis points (725 =
 * 7.25 %), used only by the demo table (all-in-one and the simulated provider) so a store without
 * Stripe still shows and charges a tax line. They are the statewide base rates as published around
 * 2024 and leave out county, city and district taxes and each state's rules on what is taxable
 * (shipping included). A store that takes real payments computes tax with Stripe Tax, never with
 * this table.
 */
// prettier-ignore
export const DEMO_STATE_RATES_BP: Readonly<Record<string, number>> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600,
  GA: 400, HI: 400, ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550,
  MD: 600, MA: 625, MI: 600, MN: 688, MS: 700, MO: 423, MT: 0, NE: 550, NV: 685, NH: 0,
  NJ: 663, NM: 488, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0, PA: 600, RI: 700,
  SC: 600, SD: 420, TN: 700, TX: 625, UT: 485, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500,
  WY: 400,
};
