/** The rules of a tag list, apart from the keyboard: what a typed text adds. */

export const TAG_ERRORS = {
  duplicate: (tag: string) => `"${tag}" is already in the list.`,
  tooLong: (max: number) => `A tag has at most ${max} characters.`,
  full: (max: number) => `At most ${max} tags.`,
} as const;

export interface TagRules {
  maxTags?: number;
  maxLength?: number;
}

export type TagAdd = { tags: string[]; error: string | null };

/**
 * Adds the tags in `text` (a paste may hold several, separated by commas): trimmed, blanks
 * skipped, duplicates refused case-insensitively (so "Paris" and "paris" are not two tags).
 */
export function addTags(tags: readonly string[], text: string, rules: TagRules = {}): TagAdd {
  const { maxTags = 50, maxLength = 40 } = rules;
  const next = [...tags];
  let error: string | null = null;
  for (const candidate of text.split(',').map((part) => part.trim())) {
    if (!candidate) continue;
    if (candidate.length > maxLength) error = TAG_ERRORS.tooLong(maxLength);
    else if (next.some((tag) => tag.toLowerCase() === candidate.toLowerCase())) {
      error = TAG_ERRORS.duplicate(candidate);
    } else if (next.length >= maxTags) error = TAG_ERRORS.full(maxTags);
    else next.push(candidate);
  }
  return { tags: next, error };
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}
