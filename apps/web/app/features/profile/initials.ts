/** The avatar's letters: first and last name initials ('Ada Lovelace' → 'AL'), else the e-mail's first letter. */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words;
  const fromName = letters.map((word) => Array.from(word)[0] ?? '').join('');
  if (fromName) return fromName.toLocaleUpperCase('en-GB');
  const fromEmail = Array.from((email ?? '').trim())[0];
  return fromEmail ? fromEmail.toLocaleUpperCase('en-GB') : '?';
}
