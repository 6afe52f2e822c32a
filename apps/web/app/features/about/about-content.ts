import type { PublicRestaurant } from '@platter/domain';

type FullPage = NonNullable<PublicRestaurant['aboutContent']['fullPage']>;
export type StorySection = FullPage['storySections'][number];

/** The About page's content as the loader sends it: core values carry their icon's SVG path. */
export interface AboutPageContent {
  pageTagline: string;
  storySections: StorySection[];
  missionStatement: string;
  coreValues: { title: string; description: string; iconPath: string }[];
}

/**
 * Story sections laid out as rows: a text next to an image shares a row on wide screens
 * (alternating sides); a lone text or image takes a row of its own.
 */
export type StoryRow =
  | {
      kind: 'pair';
      text: StorySection;
      image: StorySection;
      /** Source order, kept on narrow screens where the pair stacks. */
      imageFirst: boolean;
      /** Wide screens alternate the image's side down the page. */
      imageLeft: boolean;
    }
  | { kind: 'single'; section: StorySection };

export function storyRows(sections: readonly StorySection[]): StoryRow[] {
  const rows: StoryRow[] = [];
  let pairs = 0;
  for (let i = 0; i < sections.length; i++) {
    const current = sections[i]!;
    const next = sections[i + 1];
    if (next && current.sectionType !== next.sectionType && isShown(current) && isShown(next)) {
      const imageFirst = current.sectionType === 'image';
      rows.push({
        kind: 'pair',
        text: imageFirst ? next : current,
        image: imageFirst ? current : next,
        imageFirst,
        imageLeft: pairs % 2 === 1,
      });
      pairs++;
      i++;
    } else if (isShown(current)) {
      rows.push({ kind: 'single', section: current });
    }
  }
  return rows;
}

/** A section with nothing to show (an image without a URL, a text without words) is skipped. */
function isShown(section: StorySection): boolean {
  return section.sectionType === 'image' ? Boolean(section.imageUrl) : Boolean(section.heading || section.paragraph);
}
