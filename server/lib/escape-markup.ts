// Text put into HTML or XML (order emails, the generated SVG pictures): the five characters with a meaning there
// as character references that both languages read (&#39; rather than &apos;, which older HTML mail clients lack).
const references: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => references[char] ?? char);
