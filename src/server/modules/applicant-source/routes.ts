import { listQuerySchema } from '../../../shared/contract/list';
import { ApplicantSourceSchema, SourceCreateSchema, SourceUpdateSchema } from '../../../shared/contract/applicant-source';
import { can } from '../../http/permissions';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** Applicant sources (spec 001 §7 "Applicant source"): POST multipart, PUT JSON or form; `data` is the row. */
export function applicantSourceRoutes() {
  return resourceRoutes({
    label: 'Applicant source',
    read: can('setup:read', 'jobs:read'),
    write: can('setup:write'),
    item: ApplicantSourceSchema,
    list: { summary: 'List applicant sources', query: listQuerySchema(), run: service.listSources },
    one: { summary: 'One applicant source', run: service.getSource },
    create: { summary: 'Create an applicant source', body: SourceCreateSchema, run: service.createSource },
    update: { summary: 'Update an applicant source (the identifier is read-only)', body: SourceUpdateSchema, run: service.updateSource },
    remove: { summary: 'Delete an applicant source no application came from', run: service.deleteSource },
  });
}
