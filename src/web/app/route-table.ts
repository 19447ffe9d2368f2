// Every route of both specs (spec 000 §2 sidebar and "Routes without a menu entry", spec 001 §2).
// A route with `page` lazy-loads its feature's page; one without shows "<title> — not built yet"
// until a later issue adds its page here.
import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';

export interface AppRoute {
  path: string;
  title: string;
  page?: LazyPage;
  /** Sends this path to another route (e.g. /source, where the old create form returned). */
  redirect?: string;
}

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
const JobPriorityPage = lazyPage(() => import('../features/job-priority/pages/job-priority-page'), 'JobPriorityPage');
const GroupListPage = lazyPage(() => import('../features/groups/pages/group-list-page'), 'GroupListPage');
const GroupFormPage = lazyPage(() => import('../features/groups/pages/group-form-page'), 'GroupFormPage');
const ApplicantSourcePage = lazyPage(() => import('../features/applicant-source/pages/applicant-source-page'), 'ApplicantSourcePage');
const SourceCreatePage = lazyPage(() => import('../features/applicant-source/pages/source-create-page'), 'SourceCreatePage');
const SourceEditPage = lazyPage(() => import('../features/applicant-source/pages/source-edit-page'), 'SourceEditPage');
const ApplicantStatusPage = lazyPage(() => import('../features/applicant-status/pages/applicant-status-page'), 'ApplicantStatusPage');
const ApplicantStatusCreatePage = lazyPage(() => import('../features/applicant-status/pages/applicant-status-create-page'), 'ApplicantStatusCreatePage');
const ApplicantStatusEditPage = lazyPage(() => import('../features/applicant-status/pages/applicant-status-edit-page'), 'ApplicantStatusEditPage');
const GeneralSettingsPage = lazyPage(() => import('../features/general-settings/pages/general-settings-page'), 'GeneralSettingsPage');
const HiringPipelinePage = lazyPage(() => import('../features/hiring-pipeline/pages/hiring-pipeline-page'), 'HiringPipelinePage');
const HiringProcessPage = lazyPage(() => import('../features/hiring-process/pages/hiring-process-page'), 'HiringProcessPage');
const StagesPage = lazyPage(() => import('../features/stages/pages/stages-page'), 'StagesPage');
const StatusPage = lazyPage(() => import('../features/statuses/pages/status-page'), 'StatusPage');
const JobViewPage = lazyPage(() => import('../features/jobs/pages/job-view-page'), 'JobViewPage');
const JobListPage = lazyPage(() => import('../features/jobs/pages/job-list-page'), 'JobListPage');
const JobSimpleListPage = lazyPage(() => import('../features/jobs/pages/job-simple-list-page'), 'JobSimpleListPage');

const JobCreatePage = lazyPage(() => import('../features/jobs/pages/job-create-page'), 'JobCreatePage');
const JobEditPage = lazyPage(() => import('../features/jobs/pages/job-edit-page'), 'JobEditPage');
const JobWizardPage = lazyPage(() => import('../features/jobs/pages/job-wizard-page'), 'JobWizardPage');
const SeoCreatePage = lazyPage(() => import('../features/jobs/pages/seo-create-page'), 'SeoCreatePage');

export const APP_ROUTES: readonly AppRoute[] = [
  // Dashboard menu
  { path: '/', title: 'Dashboard', page: DashboardPage },
  { path: '/all/job', title: 'Jobs', page: JobListPage },
  { path: '/active/job', title: 'Jobs', page: JobListPage },
  { path: '/expired/job', title: 'Jobs', page: JobListPage },
  { path: '/all/jobv1', title: 'Jobs (simple list)', page: JobSimpleListPage },
  { path: '/job/create', title: 'Create Job', page: JobCreatePage },
  { path: '/job/createv1', title: 'Create Job (stepwise wizard)', page: JobWizardPage },
  { path: '/job/createv2', title: 'Create Job', page: JobCreatePage },
  { path: '/job/edit/:id', title: 'Edit Job', page: JobEditPage },
  { path: '/job/view/:id', title: 'Job', page: JobViewPage },
  { path: '/seo/create/:id', title: 'Job SEO', page: SeoCreatePage },
  { path: '/job/application/:id', title: 'Applicants' },
  { path: '/application', title: 'Application List' },
  { path: '/applicationv1', title: 'Application List (older)' },
  { path: '/application/view/:id', title: 'Applicant' },
  { path: '/application/viewV1/:id', title: 'Applicant (older view)' },
  { path: '/table', title: 'Table' },
  { path: '/duplicate-records', title: 'Duplicate Records' },

  // Referrals
  { path: '/referrals', title: 'Referrals' },
  { path: '/total-referrals', title: 'Total No. Of Referral' },
  { path: '/referral-progress', title: 'Referral In Progress' },
  { path: '/referral-hired', title: 'Referral Hired' },
  { path: '/referral-payable', title: 'Referral Payable' },
  { path: '/job-referral', title: 'Job Referral' },
  { path: '/referralChat', title: 'Referral Chat' },
  { path: '/referralChat/:userId', title: 'Referral Chat' },
  { path: '/referral-settings', title: 'Referrals Settings' },
  { path: '/referral-amount', title: 'Referral Amount Calculation' },
  { path: '/referrer-eligibility', title: 'Referrer Eligibility' },
  { path: '/general-settings', title: 'General Settings', page: GeneralSettingsPage },

  // Set-Up
  { path: '/applicant-source', title: 'Applicant Source', page: ApplicantSourcePage },
  { path: '/source', title: 'Applicant Source', redirect: '/applicant-source' },
  { path: '/source/create', title: 'Create Applicant Source', page: SourceCreatePage },
  { path: '/source/:childPath/:id', title: 'Applicant Source', page: SourceEditPage },
  { path: '/applicant-status', title: 'Applicant Status', page: ApplicantStatusPage },
  { path: '/applicant-status/create', title: 'Create Applicant Status', page: ApplicantStatusCreatePage },
  { path: '/applicant-status/:childPath/:id', title: 'Applicant Status', page: ApplicantStatusEditPage },
  { path: '/seo-keyword', title: 'SEO-Keyword' },
  { path: '/seo-keyword/create', title: 'Create SEO-Keyword' },
  { path: '/seo-keyword/:childPath/:id', title: 'SEO-Keyword' },
  { path: '/seo-graph', title: 'SEO-Graph' },
  { path: '/seo-graph/create', title: 'Create SEO-Graph' },
  { path: '/seo-graph/:childPath/:id', title: 'SEO-Graph' },

  // Hiring process
  { path: '/hiring-process', title: 'Hiring Process', page: HiringProcessPage },
  { path: '/hiring-pipeline', title: 'Hiring Pipeline', page: HiringPipelinePage },
  // The legacy modals route shows the same page: its create/edit modals are the drawer now.
  { path: '/hiring-pipelinev1', title: 'Hiring Pipeline (older)', page: HiringPipelinePage },
  { path: '/stages', title: 'Stages List', page: StagesPage },
  // The legacy list is the same page; there Create opens the older dialog instead of the drawer.
  { path: '/stagesv1', title: 'Stages List (older)', page: StagesPage },
  { path: '/status', title: 'Status List', page: StatusPage },

  // Questions
  { path: '/question-template', title: 'Question Groups' },
  { path: '/questiongroup-create', title: 'Create Question Group' },
  { path: '/question-list', title: 'Questions List' },
  { path: '/question-list/:id', title: 'Questions List' },
  { path: '/question-create/:id', title: 'Create Question' },
  { path: '/question-edit/:id', title: 'Edit Question' },
  { path: '/answers/:id', title: 'Answers' },

  // Groups and job priority
  { path: '/groupview', title: 'Groups', page: GroupListPage },
  { path: '/group/create', title: 'Create Group', page: GroupFormPage },
  { path: '/group/edit/:id', title: 'Edit Group', page: GroupFormPage },
  { path: '/group/view/:id', title: 'View Group', page: GroupFormPage },
  { path: '/job-priority', title: 'Job Priority', page: JobPriorityPage },
];

/** Routes outside the signed-in shell. */
export const PUBLIC_PATHS = { logout: '/logout', teamsConfig: '/teams/config' } as const;

/** Starts loading the code of the page at `pathname`, when it has one. */
export function preloadRoute(pathname: string): Promise<void> {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return route?.page?.preload() ?? Promise.resolve();
}
