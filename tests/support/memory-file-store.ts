import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../src/server/storage/file-store';

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(data, extension) {
      const name = `${randomUUID()}.${extension}`;
      files.set(name, data);
      return name;
    },
    async get(name) {
      return files.get(name) ?? null;
    },
    async remove(name) {
      files.delete(name);
    },
  };
}
