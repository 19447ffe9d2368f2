import fc from 'fast-check';

// Values a careless or hostile client sends in place of a field: each one has broken a web API
// somewhere (NUL bytes PostgreSQL refuses, megabyte strings, lone surrogates JSON cannot encode
// back, numbers past int4, prototype keys). Built once: the big strings are shared, not copied.

const MEGABYTE_OF_TEXT = 'a'.repeat(1024 * 1024);
const ANGLE_BRACKETS = '<'.repeat(200 * 1024);

/** An object whose keys are own properties named like the prototype chain (JSON.parse keeps them so). */
export const PROTOTYPE_KEYS_OBJECT: Record<string, unknown> = Object.fromEntries([
  ['__proto__', { polluted: 1 }],
  ['constructor', { prototype: { polluted: 1 } }],
  ['prototype', 'x'],
]);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

const hostileText = [
  '',
  ' ',
  '\u0000',
  'name\u0000with NUL',
  '\u0000\u0000\u0000',
  '\uD800',
  'x\uDFFFy',
  MEGABYTE_OF_TEXT,
  ANGLE_BRACKETS,
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; drop table jobs; --",
  '%',
  '_',
  '\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '[object Object]',
  '\u202e\u200b\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

const numbersAsText = ['0', '-1', '1.5', '1e3', '0x10', '2147483648', '-2147483649', '99999999999999999999', '1e308', '-0', ' 7 ', '０１'];

const hostileNumbers = [0, -1, -0, 0.5, 1.5, 1e-7, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308];

const hostileShapes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [[]],
  [{}],
  [null],
  ['\u0000'],
  Array.from({ length: 600 }, (_, i) => i + 1),
  { id: 1 },
  PROTOTYPE_KEYS_OBJECT,
  [PROTOTYPE_KEYS_OBJECT],
  nested(200),
];

/** Any wrong value: text, numbers, numbers as text and wrong shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileText),
  fc.constantFrom(...numbersAsText),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileShapes),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => `${text}\u0000${text}`),
);

/** Wrong values aimed at a text field: numbers where text belongs, and the nastiest texts. */
export const hostileForText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileText),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom<unknown>([], {}, null, ['a', 'b']),
);

/** Wrong values aimed at a number or id field: numbers out of range and text that looks numeric. */
export const hostileForNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...numbersAsText),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom<unknown>('abc', '', '\u0000', '1\u0000', null, [], {}, [1, 2], true),
);

/** Path segments standing where a row id belongs. */
export const GARBAGE_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '%20',
  '%EF%BC%91',
  '1;select',
  '..%2F1',
];

/** Files a client may upload: not images, truncated images, oversized ones, hostile names. */
export const hostileFile: fc.Arbitrary<File> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], 'random.png', { type: 'image/png' })),
  fc.constant(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'truncated.png', { type: 'image/png' })),
  fc.constant(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0])], 'short.jpg', { type: 'image/jpeg' })),
  fc.constant(new File(['%PDF-1.4 not an image'], 'resume.pdf', { type: 'application/pdf' })),
  fc.constant(new File(['<svg onload=alert(1)>'], 'x.svg', { type: 'image/svg+xml' })),
  fc.constant(new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' })),
  fc.constant(
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], '../../etc/passwd\u0000.png', { type: 'image/png' }),
  ),
);

/** Shortens a failing value for the report: the megabyte strings would bury the message. */
export function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string' && item.length > 60) return `${item.slice(0, 20)}… (${item.length} chars)`;
    if (item instanceof File) return `File(${item.name}, ${item.size} bytes, ${item.type})`;
    return item;
  });
}
