/** A person's name as the API sends it: candidates carry `firstName`, users `name`. */
export interface PersonName {
  firstName?: string | null;
  name?: string | null;
  lastName?: string | null;
}

/** 'First Last', each part trimmed and a missing part dropped (no stray space); '' for no one. */
export function fullName(person: PersonName | null | undefined): string {
  if (!person) return '';
  return [person.firstName ?? person.name, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
