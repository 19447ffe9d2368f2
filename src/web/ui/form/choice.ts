/** One option of a select or picker; `group` heads a set of options (a location's city). */
export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
  group?: string;
  /** A second line (a user's e-mail). */
  hint?: string;
}

/** What a server-searched picker gets for the typed text. */
export interface SearchResult {
  choices: Choice[];
  isLoading: boolean;
}
