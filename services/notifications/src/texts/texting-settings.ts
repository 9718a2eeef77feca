/** How drop-day texts are built and sent; the same in every mode (see config.ts). */
export interface TextingSettings {
  publicOrigin: string;
  validitySeconds: number;
  helpContact: string;
  /** The clock the daytime window reads (tests set their own time of day). */
  now: () => Date;
}
