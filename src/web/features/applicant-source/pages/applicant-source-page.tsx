import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import { resourceListPage } from '../../../ui/resource-list-page';
import { useSourceMutations, useSources } from '../api';
import { sourceColumns } from '../components/source-columns';

/** /applicant-source: the list with search, paging, Create and View / Edit / Delete per row. */
export const ApplicantSourcePage = resourceListPage<ApplicantSource>({
  page: { title: 'Applicant Source', description: "Where applicants come from. The identifier is the source's fixed key." },
  rows: { full: 'Applicant sources', short: 'sources', name: (row) => row.source, routeBase: '/source' },
  api: { useList: useSources, useMutations: useSourceMutations, columns: sourceColumns },
});
