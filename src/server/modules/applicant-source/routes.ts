import { ApplicantSourceSchema, SourceCreateSchema, SourceUpdateSchema } from '../../../shared/contract/applicant-source';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Applicant sources (spec 001 §7 "Applicant source"): POST multipart, PUT JSON or form; `data` is the row. */
export function applicantSourceRoutes() {
  return resourceRoutes(service.applicantSourceOperations, {
    label: 'Applicant source',
    item: ApplicantSourceSchema,
    create: SourceCreateSchema,
    update: SourceUpdateSchema,
    summaries: {
      list: 'List applicant sources',
      one: 'One applicant source',
      create: 'Create an applicant source',
      update: 'Update an applicant source (the identifier is read-only)',
      remove: 'Delete an applicant source no application came from',
    },
  });
}
