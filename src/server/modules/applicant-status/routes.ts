import { listQuerySchema } from '../../../shared/contract/list';
import { ApplicantStatusInputSchema, ApplicantStatusSchema } from '../../../shared/contract/applicant-status';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Applicant statuses (spec 001 §7 "Applicant status"): field `status`; JSON or form bodies. */
export function applicantStatusRoutes() {
  return resourceRoutes({
    label: 'Applicant status',
    read: can('setup:read', 'jobs:read', 'applications:read'),
    write: can('setup:write'),
    item: ApplicantStatusSchema,
    list: { summary: 'List applicant statuses', query: listQuerySchema(), run: service.listApplicantStatuses },
    one: { summary: 'One applicant status', run: service.getApplicantStatus },
    create: { summary: 'Create an applicant status', body: ApplicantStatusInputSchema, run: service.createApplicantStatus },
    update: { summary: 'Rename an applicant status', body: ApplicantStatusInputSchema, run: service.updateApplicantStatus },
    remove: { summary: 'Delete an applicant status', run: service.deleteApplicantStatus },
  });
}
