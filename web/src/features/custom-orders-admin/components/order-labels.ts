import { BUDGETS, CUSTOM_ORDER_STATUSES, PROJECT_TYPES, TIMELINES } from '@atelier/contracts';

const labelOf = (options: readonly { value: string; label: string }[]) => (value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export const projectTypeLabel = labelOf(PROJECT_TYPES);
export const budgetLabel = labelOf(BUDGETS);
export const timelineLabel = labelOf(TIMELINES);
export const statusLabel = labelOf(CUSTOM_ORDER_STATUSES);
