import type { Stage } from '../../shared/contract/stage';
import { useListQuery } from '../lib/use-query';
import { API_PATHS } from '../../shared/contract/api-paths';

/** The API's largest page: apps have a handful of stages. */
const ALL_STAGES = { page: 1, limit: 100 } as const;

/**
 * Every stage (loaded once `load` is true), for pickers (a pipeline's stages, a status's stage). One hook and one key, so the
 * status and pipeline screens share one cached copy and a stage write refreshes both.
 */
export function useStageOptions(load = true) {
  return useListQuery<Stage>(API_PATHS.stage, load ? ALL_STAGES : null);
}
