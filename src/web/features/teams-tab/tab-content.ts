// What a channel tab shows, as the configuration page describes it and as Teams stores it: the
// tab's content URL is the page's route with the Teams tab marker `inTeams=1`, `authType=sso`, the
// workspace and `tab=channel` (the pages read that to leave out "My …" content). Reconfiguring reads the choice back from that URL.
import { TEAMS_TAB_PARAM } from '../../host/teams';

export type TabContentKind = 'departmentJobs' | 'jobBoard' | 'referrals' | 'pipeline';

export interface TabContent {
  kind: TabContentKind;
  /** The department, job or pipeline the tab shows; none for referrals. */
  id: number | null;
}

export interface TabKindOption {
  kind: TabContentKind;
  label: string;
  /** What the tab shows, for the choice's description. */
  hint: string;
  /** The thing that must be picked, when the kind needs one. */
  pick: 'department' | 'job' | 'pipeline' | null;
}

export const TAB_KINDS: readonly TabKindOption[] = [
  {
    kind: 'departmentJobs',
    label: "A department's open jobs",
    hint: 'Everyone in the channel can refer a candidate to them.',
    pick: 'department',
  },
  { kind: 'jobBoard', label: "A job's applicants board", hint: 'Applicants by stage and status, for the hiring team.', pick: 'job' },
  { kind: 'referrals', label: 'Referrals', hint: 'Every referral and where it is.', pick: null },
  { kind: 'pipeline', label: 'A hiring pipeline', hint: 'Its stages and their statuses.', pick: 'pipeline' },
];

/** Teams shows a tab's name in a narrow strip: longer names are cut. */
export const TAB_NAME_MAX = 40;

export const CHANNEL_TAB_PARAM = 'tab';
export const CHANNEL_TAB_VALUE = 'channel';

const optionOf = (kind: TabContentKind) => TAB_KINDS.find((option) => option.kind === kind)!;

/** A choice Teams may save: a kind, and its department, job or pipeline when it needs one. */
export const isComplete = (content: TabContent | null): content is TabContent =>
  content !== null && (optionOf(content.kind).pick === null || content.id !== null);

/** The page a tab opens, with what it is given. */
export function routeOf(content: TabContent): string {
  switch (content.kind) {
    case 'departmentJobs':
      return `/refer?departmentId=${content.id}`;
    case 'jobBoard':
      return `/job/application/${content.id}?view=board`;
    case 'referrals':
      return '/referrals';
    case 'pipeline':
      return `/hiring-pipeline?view=${content.id}`;
  }
}

/** The name Teams suggests for the tab: what it shows, named. */
export function suggestedName(content: TabContent, name: string | undefined): string {
  const named = (prefix: string) => (name ? `${prefix}: ${name}` : prefix);
  const text = {
    departmentJobs: named('Open jobs'),
    jobBoard: named('Applicants'),
    referrals: 'Referrals',
    pipeline: named('Pipeline'),
  }[content.kind];
  return text.length > TAB_NAME_MAX ? `${text.slice(0, TAB_NAME_MAX - 1)}…` : text;
}

export interface ChannelTabSettings {
  contentUrl: string;
  websiteUrl: string;
  entityId: string;
}

/** Content and website URLs of a tab showing `content` (the website URL opens the page in a browser). */
export function tabSettings(content: TabContent, origin: string, appKey: string | null): ChannelTabSettings {
  const route = routeOf(content);
  const contentUrl = new URL(route, origin);
  contentUrl.searchParams.set(TEAMS_TAB_PARAM, '1');
  contentUrl.searchParams.set('authType', 'sso');
  contentUrl.searchParams.set(CHANNEL_TAB_PARAM, CHANNEL_TAB_VALUE);
  if (appKey) contentUrl.searchParams.set('app', appKey);
  return {
    contentUrl: contentUrl.toString(),
    websiteUrl: new URL(route, origin).toString(),
    entityId: `hireloop-${content.kind}${content.id === null ? '' : `-${content.id}`}`,
  };
}

/** The choice a saved content URL describes (reconfiguring starts from it), or null for another URL. */
export function contentOfUrl(contentUrl: string | undefined): TabContent | null {
  if (!contentUrl) return null;
  let url: URL;
  try {
    url = new URL(contentUrl);
  } catch {
    return null;
  }
  const id = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
  const board = /^\/job\/application\/(\d{1,9})$/.exec(url.pathname);
  if (url.pathname === '/refer') return { kind: 'departmentJobs', id: id(url.searchParams.get('departmentId')) };
  if (board) return { kind: 'jobBoard', id: id(board[1]) };
  if (url.pathname === '/referrals') return { kind: 'referrals', id: null };
  if (url.pathname === '/hiring-pipeline') return { kind: 'pipeline', id: id(url.searchParams.get('view')) };
  return null;
}
