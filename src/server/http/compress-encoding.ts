/** The content codings the server sends, best first (brotli is smaller than gzip for text). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The weight (q) of each coding named in `Accept-Encoding`; a malformed q refuses the coding. */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key, value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') weight = /^\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.test(value) ? Number(value) : 0;
    }
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  return weights;
}

/**
 * The best of `offered` that the client accepts (RFC 9110 §12.5.3): the highest q wins, the
 * earlier offer on a tie, `*` stands for codings not named and q=0 refuses. Null means identity,
 * which is always acceptable.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly ContentCoding[] = CONTENT_CODINGS): ContentCoding | null {
  if (!header) return null;
  const weights = acceptedWeights(header);
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyOnAcceptEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current.trim() === '*' || current.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding')) return current;
  return `${current}, Accept-Encoding`;
}
