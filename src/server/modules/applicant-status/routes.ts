import { ApplicantStatusInputSchema, ApplicantStatusSchema } from '../../../shared/contract/applicant-status';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Applicant statuses (spec 001 §7 "Applicant status"): field `status`; JSON or form bodies. */
export function applicantStatusRoutes() {
  return resourceRoutes(service.applicantStatusOperations, {
    label: 'Applicant status',
    item: ApplicantStatusSchema,
    // The application screens read the statuses to offer them.
    read: can('setup:read', 'jobs:read', 'applications:read'),
    create: ApplicantStatusInputSchema,
    update: ApplicantStatusInputSchema,
    summaries: {
      list: 'List applicant statuses',
      one: 'One applicant status',
      create: 'Create an applicant status',
      update: 'Rename an applicant status',
      remove: 'Delete an applicant status',
    },
  });
}
