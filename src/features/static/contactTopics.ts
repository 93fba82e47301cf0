/**
 * Subjects another page may preset on the contact form (`/contact-us?topic=accessibility`, from
 * the accessibility statement). A topic is a key into this list, so a link cannot put words of its
 * own into the form.
 */
export const CONTACT_TOPICS = {
  accessibility: 'subject_accessibility',
} as const;

export type ContactTopic = keyof typeof CONTACT_TOPICS;

export function isContactTopic(topic: string | undefined): topic is ContactTopic {
  return topic !== undefined && Object.hasOwn(CONTACT_TOPICS, topic);
}
