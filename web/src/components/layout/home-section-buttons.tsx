import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';

/** The home page sections the heroes invite a visitor to. */
export type HomeSectionId = 'collections' | 'sneak-peek';

type HomeSectionButtonsProps = {
  /** Scrolls to the section (the home hero) or goes home to it (the story page). */
  onGo: (section: HomeSectionId) => void;
  labels: Record<HomeSectionId, string>;
  /** Light buttons on a dark hero, dark ones on the paper page. */
  tone: 'light' | 'dark';
  className?: string;
};

const VARIANTS = { light: ['light', 'ghostLight'], dark: ['solid', 'outline'] } as const;

/** 'Explore Collections' and 'Sneak Peek the Future', side by side from the small breakpoint up. */
export function HomeSectionButtons({ onGo, labels, tone, className }: HomeSectionButtonsProps) {
  const [first, second] = VARIANTS[tone];
  return (
    <div className={clsx('flex flex-col gap-4 sm:flex-row', className)}>
      <button type="button" onClick={() => onGo('collections')} className={buttonClass(first)}>
        {labels.collections}
      </button>
      <button type="button" onClick={() => onGo('sneak-peek')} className={buttonClass(second)}>
        {labels['sneak-peek']}
      </button>
    </div>
  );
}
