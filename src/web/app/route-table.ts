// Every route of both specs (spec 000 §2 sidebar and "Routes without a menu entry", spec 001 §2).
// A route with `page` lazy-loads its feature's page; one without shows "<title> — not built yet"
// until a later issue adds its page here.
import { matchPath } from 'react-router-dom';
import type { ApiKey } from '../lib/swr';
import { listKey } from '../lib/query-keys';
import { lazyPage, type LazyPage } from './lazy-page';
import { API_PATHS } from '../../shared/contract/api-paths';

/** The SWR keys a page reads first, from its address alone. */
export type FirstKeys = (pathname: string, params: URLSearchParams) => readonly ApiKey[];

export interface AppRoute {
  path: string;
  title: string;
  page?: LazyPage;
  /** Loads what names the page's first requests (a small module), so they start alongside its code. */
  data?: () => Promise<FirstKeys>;
  /** Sends this path to another route (e.g. /source, where the old create form returned). */
  redirect?: string;
}

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');

// Every feature page module, each still its own chunk loaded on first use.
const featurePageModules = import.meta.glob<Record<string, unknown>>('../features/*/pages/*-page.tsx');

/**
 * The page `<feature>/<file>` (e.g. 'jobs/job-list-page'): the component its file exports under the
 * file's name in PascalCase (JobListPage). A page several routes show is made once, as a const.
 */
function featurePage(name: string): LazyPage {
  const [feature, file] = name.split('/');
  const load = featurePageModules[`../features/${feature}/pages/${file}.tsx`];
  if (!load) throw new Error(`No page module ${name}`);
  const exportName = file.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return lazyPage(load, exportName);
}

interface ResourcePages {
  list?: LazyPage;
  create?: LazyPage;
  /** The view and edit form (`:childPath` is view or edit). */
  edit?: LazyPage;
  /** Where the list's address sends the user when the list lives elsewhere. */
  listRedirect?: string;
}

/** A set-up resource's list, its create form and its view/edit form, all under `base`. */
function resourceRoutes(base: string, title: string, pages: ResourcePages = {}): AppRoute[] {
  return [
    { path: base, title, page: pages.list, redirect: pages.listRedirect },
    { path: `${base}/create`, title: `Create ${title}`, page: pages.create },
    { path: `${base}/:childPath/:id`, title, page: pages.edit },
  ];
}

/** Routes whose screens a later issue builds (path → title): they show '<title> — not built yet'. */
function notBuilt(titles: Record<string, string>): AppRoute[] {
  return Object.entries(titles).map(([path, title]) => ({ path, title }));
}

const JobListPage = featurePage('jobs/job-list-page');
const JobCreatePage = featurePage('jobs/job-create-page');
const HiringPipelinePage = featurePage('hiring-pipeline/hiring-pipeline-page');
const StagesPage = featurePage('stages/stages-page');
const GroupFormPage = featurePage('groups/group-form-page');
const ApplicantViewPage = featurePage('applications/applicant-view-page');
const ReferralChatPage = featurePage('chat/referral-chat-page');

const jobListData = async (): Promise<FirstKeys> => {
  const { jobListQuery } = await import('../features/jobs/components/job-list-query');
  return (pathname, params) => [listKey(API_PATHS.job, jobListQuery(pathname, params))];
};

export const APP_ROUTES: readonly AppRoute[] = [
  // Dashboard menu
  { path: '/', title: 'Dashboard', page: DashboardPage },
  { path: '/all/job', title: 'Jobs', page: JobListPage, data: jobListData },
  { path: '/active/job', title: 'Jobs', page: JobListPage, data: jobListData },
  { path: '/expired/job', title: 'Jobs', page: JobListPage, data: jobListData },
  { path: '/all/jobv1', title: 'Jobs (simple list)', page: featurePage('jobs/job-simple-list-page') },
  { path: '/job/create', title: 'Create Job', page: JobCreatePage },
  { path: '/job/createv1', title: 'Create Job (stepwise wizard)', page: featurePage('jobs/job-wizard-page') },
  { path: '/job/createv2', title: 'Create Job', page: JobCreatePage },
  { path: '/job/edit/:id', title: 'Edit Job', page: featurePage('jobs/job-edit-page') },
  { path: '/job/view/:id', title: 'Job', page: featurePage('jobs/job-view-page') },
  { path: '/seo/create/:id', title: 'Job SEO', page: featurePage('jobs/seo-create-page') },
  { path: '/application', title: 'Application List', page: featurePage('applications/application-list-page') },
  { path: '/applicationv1', title: 'Application List', page: featurePage('applications/application-list-page') },
  { path: '/application/trash', title: 'Deleted Applications', page: featurePage('applications/application-trash-page') },
  { path: '/duplicate-records', title: 'Duplicate Records', page: featurePage('duplicates/duplicate-records-page') },
  { path: '/job/application/:id', title: 'Applicants', page: featurePage('applications/job-applicants-page') },
  { path: '/application/view/:id', title: 'Applicant', page: ApplicantViewPage },
  { path: '/application/viewV1/:id', title: 'Applicant (older view)', page: ApplicantViewPage },
  ...notBuilt({
    '/table': 'Table',
  }),

  // Referrals
  { path: '/referrals', title: 'Referrals', page: featurePage('referrals/referrals-page') },
  { path: '/total-referrals', title: 'Total No. Of Referral', page: featurePage('referrals/total-referrals-page') },
  { path: '/referral-progress', title: 'Referral In Progress', page: featurePage('referrals/referral-progress-page') },
  { path: '/referral-hired', title: 'Referral Hired', page: featurePage('referrals/referral-hired-page') },
  { path: '/referral-payable', title: 'Referral Payable', page: featurePage('referral-payable/referral-payable-page') },
  { path: '/job-referral', title: 'Job Referral', page: featurePage('referral-payable/job-referral-page') },
  { path: '/job-referral/:applicantId', title: 'Referral Payable', page: featurePage('referral-payable/job-referral-detail-page') },
  { path: '/referralChat', title: 'Referral Chat', page: ReferralChatPage },
  { path: '/referralChat/:channelIdentifier', title: 'Referral Chat', page: ReferralChatPage },
  { path: '/referral-settings', title: 'Referrals Settings', page: featurePage('referral-settings/referral-settings-page') },
  { path: '/referral-amount', title: 'Referral Amount Calculation', page: featurePage('referral-amount/referral-amount-page') },
  { path: '/referrer-eligibility', title: 'Referrer Eligibility', page: featurePage('referrer-eligibility/referrer-eligibility-page') },
  { path: '/refer', title: 'Refer a candidate', page: featurePage('refer/refer-jobs-page') },
  { path: '/refer/:jobId', title: 'Refer a candidate', page: featurePage('refer/refer-form-page') },
  { path: '/my-referrals', title: 'My referrals', page: featurePage('refer/my-referrals-page') },
  { path: '/my-referrals/:applicantId', title: 'My referrals', page: featurePage('refer/my-referrals-page') },
  { path: '/general-settings', title: 'General Settings', page: featurePage('general-settings/general-settings-page') },

  // Set-Up
  { path: '/applicant-source', title: 'Applicant Source', page: featurePage('applicant-source/applicant-source-page') },
  // The sources' forms live under /source, where the old create form returned: it shows the list.
  ...resourceRoutes('/source', 'Applicant Source', {
    listRedirect: '/applicant-source',
    create: featurePage('applicant-source/source-create-page'),
    edit: featurePage('applicant-source/source-edit-page'),
  }),
  ...resourceRoutes('/applicant-status', 'Applicant Status', {
    list: featurePage('applicant-status/applicant-status-page'),
    create: featurePage('applicant-status/applicant-status-create-page'),
    edit: featurePage('applicant-status/applicant-status-edit-page'),
  }),
  ...resourceRoutes('/seo-keyword', 'SEO-Keyword'),
  ...resourceRoutes('/seo-graph', 'SEO-Graph'),
  { path: '/users', title: 'Users', page: featurePage('users/users-page') },

  // Hiring process
  { path: '/hiring-process', title: 'Hiring Process', page: featurePage('hiring-process/hiring-process-page') },
  { path: '/hiring-pipeline', title: 'Hiring Pipeline', page: HiringPipelinePage },
  // The legacy modals route shows the same page: its create/edit modals are the drawer now.
  { path: '/hiring-pipelinev1', title: 'Hiring Pipeline (older)', page: HiringPipelinePage },
  { path: '/stages', title: 'Stages List', page: StagesPage },
  // The legacy list is the same page; there Create opens the older dialog instead of the drawer.
  { path: '/stagesv1', title: 'Stages List (older)', page: StagesPage },
  { path: '/status', title: 'Status List', page: featurePage('statuses/status-page') },

  // Questions
  ...notBuilt({
    '/question-template': 'Question Groups',
    '/questiongroup-create': 'Create Question Group',
    '/question-list': 'Questions List',
    '/question-list/:id': 'Questions List',
    '/question-create/:id': 'Create Question',
    '/question-edit/:id': 'Edit Question',
    '/answers/:id': 'Answers',
  }),

  // Groups and job priority
  { path: '/groupview', title: 'Groups', page: featurePage('groups/group-list-page') },
  { path: '/group/create', title: 'Create Group', page: GroupFormPage },
  { path: '/group/edit/:id', title: 'Edit Group', page: GroupFormPage },
  { path: '/group/view/:id', title: 'View Group', page: GroupFormPage },
  { path: '/job-priority', title: 'Job Priority', page: featurePage('job-priority/job-priority-page') },
];

/** Routes outside the signed-in shell. */
export const PUBLIC_PATHS = { logout: '/logout', teamsConfig: '/teams/config' } as const;

/** The route shown at `pathname`, if any. */
export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
}

/** Starts loading the code of the page at `pathname`, when it has one. */
export function preloadRoute(pathname: string): Promise<void> {
  return findRoute(pathname)?.page?.preload() ?? Promise.resolve();
}
