// The two sidebar menus of spec 000 §2 "Sidebar", as data: entries, routes, groups, order
// numbers and the permission each entry needs. MENUS holds them sorted by order number.
import {
  Board20Regular,
  Briefcase20Regular,
  Flag20Regular,
  Flowchart20Regular,
  Money20Regular,
  People20Regular,
  PeopleAdd20Regular,
  PeopleCommunity20Regular,
  PersonAvailable20Regular,
  PersonAdd20Regular,
  PeopleList20Regular,
  QuestionCircle20Regular,
  Settings20Regular,
  Options20Regular,
  Wrench20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { Permission } from '../../shared/contract/permissions';

export type MenuId = 'dashboard' | 'referral';

export interface MenuLink {
  type: 'link';
  id: string;
  label: string;
  route: string;
  order: number;
  /** Shown when the user holds this permission (or any of a list). */
  permission: Permission | readonly Permission[];
  icon?: FluentIcon;
  /** Other routes (and their sub-paths) that belong to this entry, for highlighting. */
  matches?: readonly string[];
}

export interface MenuGroup {
  type: 'group';
  id: string;
  label: string;
  order: number;
  icon: FluentIcon;
  children: readonly MenuLink[];
  /** Routes that belong to the group itself rather than to one of its entries. */
  matches?: readonly string[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuDefinition {
  id: MenuId;
  title: string;
  entries: readonly MenuEntry[];
}

const link = (
  id: string,
  label: string,
  route: string,
  order: number,
  permission: MenuLink['permission'],
  extra: Partial<MenuLink> = {},
): MenuLink => ({
  type: 'link',
  id,
  label,
  route,
  order,
  permission,
  ...extra,
});

const DASHBOARD_ENTRIES: MenuEntry[] = [
  link('dashboard', 'Dashboard', '/', 1, 'dashboard:read', { icon: Board20Regular }),
  link('jobs', 'Jobs', '/all/job', 2, 'jobs:read', {
    icon: Briefcase20Regular,
    matches: [
      '/all/jobv1',
      '/active/job',
      '/expired/job',
      '/job/create',
      '/job/createv1',
      '/job/createv2',
      '/job/edit',
      '/job/view',
      '/seo/create',
    ],
  }),
  link('applicants', 'Applicants', '/application', 3, 'applications:read', {
    icon: People20Regular,
    matches: ['/applicationv1', '/job/application', '/duplicate-records'],
  }),
];

const REFERRAL_ENTRIES: MenuEntry[] = [
  link('referrals', 'Referrals', '/referrals', 4, ['referrals:read', 'referrals:refer'], {
    icon: PeopleAdd20Regular,
    matches: ['/total-referrals', '/referral-payable', '/referral-progress', '/referral-hired', '/referralChat', '/job-referral'],
  }),
  // The employee's side (not in the spec's sidebar): between the landing and the settings.
  link('refer', 'Refer a candidate', '/refer', 4.1, 'referrals:refer', { icon: PersonAdd20Regular }),
  link('my-referrals', 'My referrals', '/my-referrals', 4.2, 'referrals:refer', { icon: PeopleList20Regular }),
  link('referral-settings', 'Referrals Settings', '/referral-settings', 5, 'referral-config:read', { icon: Settings20Regular }),
  link('referral-amount', 'Referral Amount', '/referral-amount', 6, 'referral-config:read', { icon: Money20Regular }),
  link('referrer-eligibility', 'Referrer Eligibility', '/referrer-eligibility', 7, 'referral-config:read', {
    icon: PersonAvailable20Regular,
  }),
  link('general-settings', 'General Settings', '/general-settings', 8, 'setup:read', { icon: Options20Regular }),
  {
    type: 'group',
    id: 'set-up',
    label: 'Set-Up',
    order: 9,
    icon: Wrench20Regular,
    children: [
      link('applicant-source', 'Applicant Source', '/applicant-source', 10, 'setup:read', { matches: ['/source'] }),
      link('applicant-status', 'Applicant Status', '/applicant-status', 11, 'setup:read'),
      link('seo-keyword', 'SEO Keyword', '/seo-keyword', 12, 'setup:read'),
      link('seo-graph', 'SEO Graph', '/seo-graph', 13, 'setup:read'),
      link('users', 'Users', '/users', 13.5, 'users:write'),
    ],
  },
  {
    type: 'group',
    id: 'hiring-process',
    label: 'Hiring Process',
    order: 14,
    icon: Flowchart20Regular,
    matches: ['/hiring-process'],
    children: [
      link('hiring-pipeline', 'Hiring Pipeline', '/hiring-pipeline', 15, 'setup:read', { matches: ['/hiring-pipelinev1'] }),
      link('stages', 'Stages', '/stages', 16, 'setup:read', { matches: ['/stagesv1'] }),
      link('status', 'Status', '/status', 17, 'setup:read'),
    ],
  },
  {
    type: 'group',
    id: 'questions',
    label: 'Questions',
    order: 20,
    icon: QuestionCircle20Regular,
    children: [
      link('question-group', 'Question Group', '/question-template', 21, 'setup:read', {
        matches: ['/question-list', '/questiongroup-create', '/question-create', '/question-edit', '/answers'],
      }),
    ],
  },
  link('group', 'Group', '/groupview', 22, 'setup:read', { icon: PeopleCommunity20Regular, matches: ['/group'] }),
  link('job-priority', 'Job priority', '/job-priority', 23, 'setup:read', { icon: Flag20Regular }),
];

function byOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

function sortEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return byOrder(entries).map((e) => (e.type === 'group' ? { ...e, children: byOrder(e.children) } : e));
}

export const MENUS: Readonly<Record<MenuId, MenuDefinition>> = {
  dashboard: { id: 'dashboard', title: 'Dashboard menu', entries: sortEntries(DASHBOARD_ENTRIES) },
  referral: { id: 'referral', title: 'Referral menu', entries: sortEntries(REFERRAL_ENTRIES) },
};

export const MENU_IDS: readonly MenuId[] = ['dashboard', 'referral'];

export function otherMenu(id: MenuId): MenuId {
  return id === 'dashboard' ? 'referral' : 'dashboard';
}

type Can = (needed: MenuLink['permission']) => boolean;

/** The entries the user may see: links they hold the permission for, groups with a visible child. */
export function visibleEntries(menu: MenuDefinition, can: Can): MenuEntry[] {
  const result: MenuEntry[] = [];
  for (const entry of menu.entries) {
    if (entry.type === 'link') {
      if (can(entry.permission)) result.push(entry);
    } else {
      const children = entry.children.filter((c) => can(c.permission));
      if (children.length > 0) result.push({ ...entry, children });
    }
  }
  return result;
}

/** The menu's links in display order (group children in place of their group). */
export function menuLinks(entries: readonly MenuEntry[]): MenuLink[] {
  return entries.flatMap((e) => (e.type === 'link' ? [e] : [...e.children]));
}

function covers(route: string, pathname: string): boolean {
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
}

export interface MenuLocation {
  menuId: MenuId;
  linkId: string | null;
  groupId: string | null;
}

// A loop rather than /\/+$/, which backtracks quadratically on a long run of slashes.
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** Which menu, entry and group a path belongs to; null for paths outside both menus. */
export function locateRoute(pathname: string): MenuLocation | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  for (const menuId of MENU_IDS) {
    for (const entry of MENUS[menuId].entries) {
      const links = entry.type === 'link' ? [entry] : entry.children;
      const groupId = entry.type === 'group' ? entry.id : null;
      for (const l of links) {
        if ([l.route, ...(l.matches ?? [])].some((r) => covers(r, path))) return { menuId, linkId: l.id, groupId };
      }
      if (entry.type === 'group' && entry.matches?.some((r) => covers(r, path))) {
        return { menuId, linkId: null, groupId: entry.id };
      }
    }
  }
  return null;
}
