/** Spec: chart labels are cut to 15 characters plus an ellipsis (tables, tooltips and screen readers say the whole name). */
export const CHART_LABEL_CHARS = 15;
