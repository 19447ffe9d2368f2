// What every notice to a referrer shares, whichever module sends it (a stage change, a payout change).

/** The employee's own referrals (web route /my-referrals): where a referrer follows their candidates. */
export const MY_REFERRALS_LINK = '/my-referrals';

export const fullName = (row: { firstName: string; lastName: string }) => [row.firstName, row.lastName].filter(Boolean).join(' ');
