/** The explainer page, showing (and checking) one release's draw when given its id. */
export const howDrawsWorkPath = (releaseId?: number) =>
  releaseId === undefined
    ? '/drawn-releases/how-it-works'
    : `/drawn-releases/how-it-works?release=${releaseId}`;
