import type { CourseTopic } from '@/features/learn/courses';

export const MAX_CARD_TOPICS = 3;

/** Course cards show each topic as its first two words plus an ellipsis (spec §2.6). */
export function shortTopicLabel(title: string): string {
  return `${title.split(/\s+/).slice(0, 2).join(' ')}...`;
}

export function cardTopics(topics: readonly CourseTopic[]): { labels: string[]; hiddenCount: number } {
  return {
    labels: topics.slice(0, MAX_CARD_TOPICS).map((topic) => shortTopicLabel(topic.title)),
    hiddenCount: Math.max(0, topics.length - MAX_CARD_TOPICS),
  };
}
