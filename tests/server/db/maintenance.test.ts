import { describe, expect, it, vi } from 'vitest';
import { startEmbeddedVacuum } from '../../../src/server/db/maintenance';
import type { Db } from '../../../src/server/db/client';
import { createTestDatabase } from '../../support/test-db';

describe('vacuum of the embedded database', () => {
  it('vacuums at once, and a failed run is logged rather than thrown', async () => {
    const database = await createTestDatabase();
    const execute = vi.spyOn(database.db, 'execute');
    const logger = { error: vi.fn() };
    const stop = startEmbeddedVacuum(database.db, logger);
    await vi.waitFor(() => expect(execute).toHaveBeenCalledTimes(1));
    await execute.mock.results[0].value;
    expect(logger.error).not.toHaveBeenCalled();
    stop();
    await database.close();

    const failing = { execute: () => Promise.reject(new Error('disk full')) } as unknown as Db;
    const stopFailing = startEmbeddedVacuum(failing, logger);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledWith({ error: 'disk full' }, expect.stringContaining('vacuum')));
    stopFailing();
  });
});
