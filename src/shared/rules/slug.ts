/**
 * A job title as a slug: lower-case ASCII words joined by single hyphens, which passes the slug
 * rule ('Senior QA Engineer' → 'senior-qa-engineer', 'Café' → 'cafe'). `maxLength` leaves room
 * for a suffix when the caller may add one ('-2').
 */
export function slugFromTitle(title: string, maxLength = 200): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
