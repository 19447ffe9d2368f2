import { JobPriorityInputSchema, JobPriorityListQuerySchema, JobPrioritySchema } from '../../../shared/contract/job-priority';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Job priority (spec 001 "Job priority"): POST is multipart, PUT is JSON; both answer the saved row. */
export function jobPriorityRoutes() {
  return resourceRoutes({
    label: 'Job priority',
    read: can('setup:read', 'jobs:read'),
    write: can('setup:write'),
    item: JobPrioritySchema,
    list: { summary: 'List job priorities', query: JobPriorityListQuerySchema, run: service.listJobPriorities },
    one: { summary: 'One job priority', run: service.getJobPriority },
    create: { summary: 'Create a job priority', body: JobPriorityInputSchema, run: service.createJobPriority },
    update: { summary: 'Update a job priority', body: JobPriorityInputSchema, run: service.updateJobPriority },
    remove: { summary: 'Delete a job priority', run: service.deleteJobPriority },
  });
}
