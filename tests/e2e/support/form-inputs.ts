import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

// What several specs type into the app's forms: an image the server accepts, a people picker's choice.

/** A solid-colour PNG (the server checks the bytes, the preview shows it). */
export function png(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function pickPerson(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}
