const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
};

/**
 * The Liquid source of a message text. An HTML body went through the sanitiser, which writes the
 * quotes of `{{ firstname | default: "member" }}` as `&quot;`: inside `{{ }}` they are turned
 * back into the characters Liquid reads. Outside, the HTML stays as stored.
 */
export function templateSource(text: string, kind: 'text' | 'html'): string {
  if (kind === 'text') return text;
  return text.replace(/\{\{[\s\S]*?\}\}/g, (tag) =>
    tag.replace(
      /&(?:quot|#34|#39|#x27|apos|amp|lt|gt|nbsp);/g,
      (entity) => ENTITIES[entity] ?? entity,
    ),
  );
}
