// Every route of both specs (spec 000 §2 sidebar and "Routes without a menu entry", spec 001 §2).
// A route lazy-loads its feature's page, or sends the user to another route.
import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';
import { API_PATHS } from '../../shared/contract/api-paths';
import {
  applicationListData,
  channelListData,
  dashboardData,
  jobApplicantsData,
  jobListData,
  jobPriorityData,
  pagedListData,
  payableListData,
  pipelineData,
  referJobsData,
  referralListData,
  stagesData,
  type FirstKeys,
} from './route-data';

interface RouteBase {
  path: string;
  title: string;
  /** Loads what names the page's first requests (a small module), so they start alongside its code. */
  data?: () => Promise<FirstKeys>;
}

/** A page, or a redirect to another route (e.g. /source, where the old create form returned). */
export type AppRoute = RouteBase & ({ page: LazyPage; redirect?: never } | { redirect: string; page?: never });

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
  /** The list, or where the list's address sends the user when the list lives elsewhere. */
  list: LazyPage | { redirect: string };
  create: LazyPage;
  /** The view and edit form (`:childPath` is view or edit). */
  edit: LazyPage;
  /** The API path the list reads its pages from (usePagedList's default query), started at boot. */
  listReads?: string;
}

/** A set-up resource's list, its create form and its view/edit form, all under `base`. */
function resourceRoutes(base: string, title: string, pages: ResourcePages): AppRoute[] {
  const { listReads } = pages;
  return [
    'redirect' in pages.list
      ? { path: base, title, redirect: pages.list.redirect }
      : { path: base, title, page: pages.list, ...(listReads ? { data: pagedListData(listReads) } : {}) },
    { path: `${base}/create`, title: `Create ${title}`, page: pages.create },
    { path: `${base}/:childPath/:id`, title, page: pages.edit },
  ];
}

/**
 * Routes that each show a page (path → title, page and what names its first reads): a page named
 * `<feature>/<file>`, or one made once.
 */
function pageRoutes(routes: Record<string, readonly [title: string, page: string | LazyPage, data?: RouteBase['data']]>): AppRoute[] {
  return Object.entries(routes).map(([path, [title, page, data]]) => ({
    path,
    title,
    page: typeof page === 'string' ? featurePage(page) : page,
    ...(data ? { data } : {}),
  }));
}

const DashboardPage = featurePage('dashboard/dashboard-page');
const JobListPage = featurePage('jobs/job-list-page');
const JobCreatePage = featurePage('jobs/job-create-page');
const HiringPipelinePage = featurePage('hiring-pipeline/hiring-pipeline-page');
const StagesPage = featurePage('stages/stages-page');
const GroupFormPage = featurePage('groups/group-form-page');
const ApplicantViewPage = featurePage('applications/applicant-view-page');
const ReferralChatPage = featurePage('chat/referral-chat-page');

export const APP_ROUTES: readonly AppRoute[] = [
  // Dashboard menu
  { path: '/', title: 'Dashboard', page: DashboardPage, data: dashboardData },
  { path: '/all/job', title: 'Jobs', page: JobListPage, data: jobListData },
  { path: '/active/job', title: 'Jobs', page: JobListPage, data: jobListData },
  { path: '/expired/job', title: 'Jobs', page: JobListPage, data: jobListData },
  ...pageRoutes({
    '/all/jobv1': ['Jobs (simple list)', 'jobs/job-simple-list-page'],
    '/job/create': ['Create Job', JobCreatePage],
    '/job/createv1': ['Create Job (stepwise wizard)', 'jobs/job-wizard-page'],
    '/job/createv2': ['Create Job', JobCreatePage],
    '/job/edit/:id': ['Edit Job', 'jobs/job-edit-page'],
    '/job/view/:id': ['Job', 'jobs/job-view-page'],
    '/seo/create/:id': ['Job SEO', 'jobs/seo-create-page'],
    '/application': ['Application List', 'applications/application-list-page', applicationListData],
    '/applicationv1': ['Application List', 'applications/application-list-page', applicationListData],
    '/application/trash': ['Deleted Applications', 'applications/application-trash-page', pagedListData(API_PATHS.applicationTrash)],
    '/duplicate-records': ['Duplicate Records', 'duplicates/duplicate-records-page', pagedListData(API_PATHS.duplicateRecords)],
    '/job/application/:id': ['Applicants', 'applications/job-applicants-page', jobApplicantsData],
    '/application/view/:id': ['Applicant', ApplicantViewPage],
    '/application/viewV1/:id': ['Applicant (older view)', ApplicantViewPage],
    // Not in the spec (issue 36): the hiring reports, reached from the dashboard.
    '/reports': ['Reports', 'reports/reports-page'],
  }),

  // Referrals
  ...pageRoutes({
    '/referrals': ['Referrals', 'referrals/referrals-page'],
    '/total-referrals': ['Total No. Of Referral', 'referrals/total-referrals-page', referralListData('total-referral')],
    '/referral-progress': ['Referral In Progress', 'referrals/referral-progress-page', referralListData('referral-progress')],
    '/referral-hired': ['Referral Hired', 'referrals/referral-hired-page', referralListData('referral-hired')],
    '/referral-payable': ['Referral Payable', 'referral-payable/referral-payable-page', payableListData],
    '/job-referral': ['Job Referral', 'referral-payable/job-referral-page', pagedListData(API_PATHS.jobReferral)],
    '/job-referral/:applicantId': ['Referral Payable', 'referral-payable/job-referral-detail-page'],
    '/referralChat': ['Referral Chat', ReferralChatPage, channelListData],
    '/referralChat/:channelIdentifier': ['Referral Chat', ReferralChatPage, channelListData],
    '/referral-settings': ['Referrals Settings', 'referral-settings/referral-settings-page'],
    '/referral-amount': ['Referral Amount Calculation', 'referral-amount/referral-amount-page'],
    '/referrer-eligibility': ['Referrer Eligibility', 'referrer-eligibility/referrer-eligibility-page'],
    '/refer': ['Refer a candidate', 'refer/refer-jobs-page', referJobsData],
    '/refer/:jobId': ['Refer a candidate', 'refer/refer-form-page'],
    '/my-referrals': ['My referrals', 'refer/my-referrals-page', pagedListData(API_PATHS.myReferrals)],
    '/my-referrals/:applicantId': ['My referrals', 'refer/my-referrals-page'],
    '/general-settings': ['General Settings', 'general-settings/general-settings-page'],
  }),

  // Set-Up
  {
    path: '/applicant-source',
    title: 'Applicant Source',
    page: featurePage('applicant-source/applicant-source-page'),
    data: pagedListData(API_PATHS.source),
  },
  // The sources' forms live under /source, where the old create form returned: it shows the list.
  ...resourceRoutes('/source', 'Applicant Source', {
    list: { redirect: '/applicant-source' },
    create: featurePage('applicant-source/source-create-page'),
    edit: featurePage('applicant-source/source-edit-page'),
  }),
  ...resourceRoutes('/applicant-status', 'Applicant Status', {
    list: featurePage('applicant-status/applicant-status-page'),
    create: featurePage('applicant-status/applicant-status-create-page'),
    edit: featurePage('applicant-status/applicant-status-edit-page'),
    listReads: API_PATHS.applicantStatus,
  }),
  ...resourceRoutes('/seo-keyword', 'SEO-Keyword', {
    list: featurePage('seo/seo-keyword-page'),
    create: featurePage('seo/seo-keyword-create-page'),
    edit: featurePage('seo/seo-keyword-edit-page'),
    listReads: API_PATHS.seoKeyword,
  }),
  ...resourceRoutes('/seo-graph', 'SEO-Graph', {
    list: featurePage('seo/seo-graph-page'),
    create: featurePage('seo/seo-graph-create-page'),
    edit: featurePage('seo/seo-graph-edit-page'),
    listReads: API_PATHS.seoGraph,
  }),
  { path: '/users', title: 'Users', page: featurePage('users/users-page'), data: pagedListData(API_PATHS.userAccounts) },

  // Hiring process
  ...pageRoutes({
    '/hiring-process': ['Hiring Process', 'hiring-process/hiring-process-page'],
    '/hiring-pipeline': ['Hiring Pipeline', HiringPipelinePage, pipelineData],
    // The legacy modals route shows the same page: its create/edit modals are the drawer now.
    '/hiring-pipelinev1': ['Hiring Pipeline (older)', HiringPipelinePage, pipelineData],
    // The spec names /table without a screen; it stands for the pipeline list's table variant
    // (spec 001 §2: "the table variant also View"), which the list is.
    '/table': ['Hiring Pipeline', HiringPipelinePage, pipelineData],
    '/stages': ['Stages List', StagesPage, stagesData],
    // The legacy list is the same page; there Create opens the older dialog instead of the drawer.
    '/stagesv1': ['Stages List (older)', StagesPage, stagesData],
    '/status': ['Status List', 'statuses/status-page', pagedListData(API_PATHS.status)],
  }),

  // Questions
  ...pageRoutes({
    '/question-template': ['Question Groups', 'questions/question-template-page', pagedListData(API_PATHS.questionGroup)],
    '/questiongroup-create': ['Create Question Group', 'questions/questiongroup-create-page'],
    '/question-list/:id': ['Questions List', 'questions/question-list-page'],
    '/question-create/:id': ['Create Question', 'questions/question-create-page'],
    '/question-edit/:id': ['Edit Question', 'questions/question-edit-page'],
    '/answers/:id': ['Answers', 'questions/answers-page'],
  }),
  // A Questions List names its group: without one, the groups are the place to pick it.
  { path: '/question-list', title: 'Questions List', redirect: '/question-template' },

  // Groups and job priority
  ...pageRoutes({
    '/groupview': ['Groups', 'groups/group-list-page', pagedListData(API_PATHS.group)],
    '/group/create': ['Create Group', GroupFormPage],
    '/group/edit/:id': ['Edit Group', GroupFormPage],
    '/group/view/:id': ['View Group', GroupFormPage],
    '/job-priority': ['Job Priority', 'job-priority/job-priority-page', jobPriorityData],
  }),
];

/** Routes outside the signed-in shell. */
export const PUBLIC_PATHS = { logout: '/logout', teamsConfig: '/teams/config' } as const;

let lastMatched: { pathname: string; routes: readonly AppRoute[] } | null = null;

/**
 * The routes whose pattern matches `pathname`, in the table's order. The last answer is kept:
 * start-up asks for the same address three times, and the shell on every render, and each search
 * compiles every route's pattern anew.
 */
export function routesAt(pathname: string): readonly AppRoute[] {
  if (lastMatched?.pathname !== pathname)
    lastMatched = { pathname, routes: APP_ROUTES.filter((candidate) => matchPath(candidate.path, pathname)) };
  return lastMatched.routes;
}

/** The route shown at `pathname`, if any. */
export function findRoute(pathname: string): AppRoute | undefined {
  return routesAt(pathname)[0];
}

/** Starts loading the code of the page at `pathname`, when it has one. */
export function preloadRoute(pathname: string): Promise<void> {
  return findRoute(pathname)?.page?.preload() ?? Promise.resolve();
}
