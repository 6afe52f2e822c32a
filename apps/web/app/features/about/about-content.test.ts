import { describe, expect, it } from 'vitest';
import { storyRows, type StorySection } from './about-content.ts';

const text = (heading: string): StorySection => ({ sectionType: 'text', heading, paragraph: `${heading} body` });
const image = (name: string): StorySection => ({ sectionType: 'image', imageUrl: `/${name}.jpg`, altText: name });

describe('storyRows', () => {
  it('pairs a text with its neighbouring image and alternates sides', () => {
    const rows = storyRows([text('a'), image('1'), text('b'), image('2'), text('c')]);
    expect(rows).toEqual([
      { kind: 'pair', text: text('a'), image: image('1'), imageFirst: false, imageLeft: false },
      { kind: 'pair', text: text('b'), image: image('2'), imageFirst: false, imageLeft: true },
      { kind: 'single', section: text('c') },
    ]);
  });

  it('keeps an image-first pair in source order and leaves runs of one type alone', () => {
    const rows = storyRows([image('1'), text('a'), text('b'), text('c')]);
    expect(rows.map((row) => row.kind)).toEqual(['pair', 'single', 'single']);
    expect(rows[0]).toMatchObject({ imageFirst: true });
  });

  it('skips sections with nothing to show', () => {
    expect(storyRows([{ sectionType: 'image' }, { sectionType: 'text' }, text('a')])).toEqual([{ kind: 'single', section: text('a') }]);
  });
});
