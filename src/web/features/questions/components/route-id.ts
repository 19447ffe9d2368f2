/** A route's `:id` as a row id; anything but digits names nothing (null: nothing is fetched). */
export const routeId = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);
