/** Spec: chart labels are cut to 15 characters plus an ellipsis (tables show the whole name). */
export const chartLabel = (name: string) => (name.length > 15 ? `${name.slice(0, 15)}…` : name);
