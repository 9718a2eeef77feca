/** How drop-day texts are built and sent; the same in every mode (see config.ts). */
export interface TextingSettings {
  publicOrigin: string;
  validitySeconds: number;
  helpContact: string;
  /** The clock the daytime window reads (tests set their own time of day). */
  now: () => Date;
}

/** Texting settings as a process is given them: the clock may be left out (the real one). */
export type TextingOptions = Omit<TextingSettings, 'now'> & { now?: () => Date };

export const textingSettingsFrom = (options: TextingOptions): TextingSettings => ({
  ...options,
  now: options.now ?? (() => new Date()),
});
