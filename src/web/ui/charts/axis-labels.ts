// How long the category labels on a chart's axis may be. The library cuts a label it is told to at
// a number of characters, adds '...', and shows the whole label in a tooltip on hover; the bars'
// own tooltips and the card's table say it in full as well.

/** Axis labels are 10 px semibold: about 7 px a character keeps a label inside the room it is given. */
export const LABEL_CHAR_WIDTH = 7;
/** The '...' the library adds to a cut label. */
const ELLIPSIS_WIDTH = 10;
/** A label cut shorter than this says too little to be worth showing flat (the axis turns it instead). */
export const MIN_LABEL_CHARS = 4;

/** How many characters of a label fit in `pixels`, leaving room for the ellipsis. */
export function charsThatFit(pixels: number): number {
  return Math.max(0, Math.floor((pixels - ELLIPSIS_WIDTH) / LABEL_CHAR_WIDTH));
}

export interface LabelCut {
  /** Characters a label keeps; longer ones are cut with an ellipsis. */
  chars: number;
  /** Whether any label is cut (the library then adds the hover tooltip). */
  cut: boolean;
  /** How wide the longest label is drawn, in pixels. */
  pixels: number;
}

/** The cut that keeps every label within `room` characters (and `limit`, e.g. a spec's 15). */
export function labelCut(labels: readonly string[], room: number, limit = Number.POSITIVE_INFINITY): LabelCut {
  const chars = Math.max(MIN_LABEL_CHARS, Math.min(room, limit));
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const cut = longest > chars;
  return { chars, cut, pixels: Math.min(longest, chars) * LABEL_CHAR_WIDTH + (cut ? ELLIPSIS_WIDTH : 0) };
}

/** The library's props that cut the labels of a category axis along the bottom. */
export const bottomAxisCut = ({ chars, cut }: LabelCut) => (cut ? { showXAxisLablesTooltip: true, noOfCharsToTruncate: chars } : {});

/** The library's props that cut the labels of a category axis down the side. */
export const sideAxisCut = ({ chars, cut }: LabelCut) => (cut ? { showYAxisLablesTooltip: true, noOfCharsToTruncate: chars } : {});

/** Room a chart's value axis and edges take from its width (the y-axis ticks and the margins beside the plot). */
export const PLOT_INSET = 80;
/** Space between neighbouring labels along the bottom. */
const BAND_GAP = 8;
/** Flat labels cut shorter than this are hard to tell apart: the axis turns them to 45° instead. */
const MIN_FLAT_CHARS = 10;
/** Turned labels take height, not width; this keeps them from eating the plot. */
const TURNED_CHARS = 20;

export interface BottomAxis {
  /** Labels turned 45° (too many categories for the width). */
  rotate: boolean;
  cut: LabelCut;
}

/**
 * How a category axis along the bottom shows `labels`, each in a band `band` pixels wide (unknown
 * before the chart is measured): flat when they fit, flat and cut when enough of them still shows,
 * turned otherwise.
 */
export function bottomAxis(labels: readonly string[], band: number | undefined, limit = Number.POSITIVE_INFINITY): BottomAxis {
  if (band === undefined) return { rotate: false, cut: labelCut(labels, limit, limit) };
  const room = charsThatFit(band - BAND_GAP);
  const longest = Math.max(0, ...labels.map((label) => label.length));
  if (longest <= Math.min(room, limit) || room >= MIN_FLAT_CHARS) return { rotate: false, cut: labelCut(labels, room, limit) };
  return { rotate: true, cut: labelCut(labels, TURNED_CHARS, limit) };
}
