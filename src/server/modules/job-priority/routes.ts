import { JobPriorityInputSchema, JobPriorityListQuerySchema, JobPrioritySchema } from '../../../shared/contract/job-priority';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Job priority (spec 001 "Job priority"): POST is multipart, PUT is JSON; both answer the saved row. */
export function jobPriorityRoutes() {
  return resourceRoutes(service.jobPriorityOperations, {
    label: 'Job priority',
    item: JobPrioritySchema,
    query: JobPriorityListQuerySchema,
    create: JobPriorityInputSchema,
    update: JobPriorityInputSchema,
    summaries: {
      list: 'List job priorities',
      one: 'One job priority',
      create: 'Create a job priority',
      update: 'Update a job priority',
      remove: 'Delete a job priority',
    },
  });
}
