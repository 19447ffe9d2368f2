import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded files live. Names are generated here, never taken from the client. */
export interface FileStore {
  put(data: Uint8Array, extension: string): Promise<string>;
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}

const safeName = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function localFileStore(root: string): FileStore {
  const resolve = (name: string) => {
    if (!safeName.test(name)) throw new Error(`Refusing an unsafe file name: ${name}`);
    return path.join(root, name);
  };
  return {
    async put(data, extension) {
      await mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${extension.toLowerCase()}`;
      await writeFile(resolve(name), data);
      return name;
    },
    async get(name) {
      if (!safeName.test(name)) return null;
      try {
        return await readFile(resolve(name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      if (safeName.test(name)) await rm(resolve(name), { force: true });
    },
  };
}
