import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import { CONTACT_TOPICS, isContactTopic } from './contactTopics';

describe('contact topics', () => {
  it.each([
    ['accessibility', true],
    ['Accessibility', false],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [undefined, false],
  ])('%s is a known topic: %s', (topic, known) => {
    expect(isContactTopic(topic)).toBe(known);
  });

  it('has a subject in both languages for every topic', () => {
    for (const key of Object.values(CONTACT_TOPICS)) {
      expect(en.Contact[key]).toMatch(/\S/);
      expect(ar.Contact[key]).toMatch(/\S/);
    }
  });
});
