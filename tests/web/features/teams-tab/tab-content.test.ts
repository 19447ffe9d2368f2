import { describe, expect, it } from 'vitest';
import {
  contentOfUrl,
  isComplete,
  routeOf,
  suggestedName,
  tabSettings,
  TAB_NAME_MAX,
  type TabContent,
} from '../../../../src/web/features/teams-tab/tab-content';

const ORIGIN = 'https://hireloop.example.test';

describe('channel tab content', () => {
  it('opens the page of each choice', () => {
    expect(routeOf({ kind: 'departmentJobs', id: 3 })).toBe('/refer?departmentId=3');
    expect(routeOf({ kind: 'jobBoard', id: 12 })).toBe('/job/application/12?view=board');
    expect(routeOf({ kind: 'referrals', id: null })).toBe('/referrals');
    expect(routeOf({ kind: 'pipeline', id: 5 })).toBe('/hiring-pipeline?view=5');
  });

  it('is complete only with the department, job or pipeline its kind needs', () => {
    expect(isComplete(null)).toBe(false);
    expect(isComplete({ kind: 'jobBoard', id: null })).toBe(false);
    expect(isComplete({ kind: 'jobBoard', id: 12 })).toBe(true);
    expect(isComplete({ kind: 'referrals', id: null })).toBe(true);
  });

  it('gives Teams a content URL with the Teams tab marker, single sign-on, the channel marker and the workspace, and the plain page as website URL', () => {
    expect(tabSettings({ kind: 'jobBoard', id: 12 }, ORIGIN, 'acme')).toEqual({
      contentUrl: `${ORIGIN}/job/application/12?view=board&inTeams=1&authType=sso&tab=channel&app=acme`,
      websiteUrl: `${ORIGIN}/job/application/12?view=board`,
      entityId: 'hireloop-jobBoard-12',
    });
    expect(tabSettings({ kind: 'referrals', id: null }, ORIGIN, null).entityId).toBe('hireloop-referrals');
  });

  it('reads a saved choice back from its content URL, so reconfiguring starts from it', () => {
    const choices: TabContent[] = [
      { kind: 'departmentJobs', id: 3 },
      { kind: 'jobBoard', id: 12 },
      { kind: 'referrals', id: null },
      { kind: 'pipeline', id: 5 },
    ];
    for (const choice of choices) expect(contentOfUrl(tabSettings(choice, ORIGIN, 'acme').contentUrl)).toEqual(choice);
    expect(contentOfUrl(`${ORIGIN}/all/job?authType=sso`)).toBeNull();
    expect(contentOfUrl('not a url')).toBeNull();
    expect(contentOfUrl(undefined)).toBeNull();
  });

  it('suggests a name that says what the tab shows, within the limit', () => {
    expect(suggestedName({ kind: 'departmentJobs', id: 3 }, 'Engineering')).toBe('Open jobs: Engineering');
    expect(suggestedName({ kind: 'jobBoard', id: 12 }, undefined)).toBe('Applicants');
    const long = suggestedName({ kind: 'jobBoard', id: 12 }, 'Principal Site Reliability Engineer, Payments Platform');
    expect(long).toHaveLength(TAB_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
