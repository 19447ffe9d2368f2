// Uploads are typed by their first bytes, never by the name or Content-Type the client sent.

export interface ImageType {
  extension: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** JPEG or PNG by magic bytes; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, PNG)) return { extension: 'png', contentType: 'image/png' };
  return null;
}
