import { useEffect, useRef, useState } from 'react';
import {
  Body1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Select,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { JobDetail } from '../../../shared/contract/job-views';
import type { PipelineRow } from '../../../shared/contract/pipeline';
import { useHost } from '../../host/host-context';
import { getAppKey } from '../../host/session';
import { TEAMS_SDK_NOT_FOUND, TEAMS_TAB_PARAM } from '../../host/teams';
import {
  readChannelTabConfig,
  registerChannelTabConfig,
  registerChannelTabRemoval,
  setChannelTabValidity,
  type ChannelTabConfig,
} from '../../host/teams-config';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { RequireSignIn } from '../require-sign-in';
import { JobApplicantsJobPicker } from '../../features/applications/components/job-applicants-job-picker';
import { useReferralDepartments } from '../../features/refer/api';
import {
  contentOfUrl,
  isComplete,
  suggestedName,
  tabSettings,
  TAB_KINDS,
  TAB_NAME_MAX,
  type TabContent,
  type TabContentKind,
} from '../../features/teams-tab/tab-content';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '640px',
    boxSizing: 'border-box',
  },
  title: { margin: 0 },
  pick: { maxWidth: '360px' },
});

const NOT_ALLOWED = 'Only recruiters, hiring managers and admins can pick this; ask one of them to set up the tab.';
// A channel picks from the first 100 pipelines; a workspace has a handful.
const PIPELINE_QUERY = { page: 1, limit: 100, search: '' };

/** Outside Teams the configuration cannot be saved: says so with the SDK message. */
function OutsideTeams({ children }: { children: string }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>{TEAMS_SDK_NOT_FOUND}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The department, job or pipeline the chosen kind needs, with its name for the tab's suggested name. */
function ContentPicker({ content, onPick }: { content: TabContent; onPick: (id: number) => void }) {
  const styles = useStyles();
  const pick = TAB_KINDS.find((option) => option.kind === content.kind)?.pick;
  const departments = useReferralDepartments();
  const pipelines = useListQuery<PipelineRow>(API_PATHS.pipeline, pick === 'pipeline' ? PIPELINE_QUERY : null);
  const value = content.id === null ? '' : String(content.id);
  if (pick === 'job')
    return <JobApplicantsJobPicker jobId={content.id} withAll={false} onChange={(jobId) => jobId !== 'all' && onPick(jobId)} />;
  if (pick !== 'department' && pick !== 'pipeline') return null;
  const [label, items, error] =
    pick === 'department'
      ? ['Department', departments.data?.data.map(({ id, name }) => ({ id, name })), departments.error]
      : ['Pipeline', pipelines.data?.data.map(({ id, name }) => ({ id, name })), pipelines.error];
  return (
    <Field label={label} required className={styles.pick} validationMessage={error ? NOT_ALLOWED : undefined}>
      <Select value={value} onChange={(_, data) => data.value && onPick(Number(data.value))}>
        <option value="" disabled>
          {items ? `Choose a ${label.toLowerCase()}` : 'Loading…'}
        </option>
        {items?.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The name of what the tab shows, once known (department, job title or pipeline). */
function usePickedName(content: TabContent | null): string | undefined {
  const departments = useReferralDepartments();
  const job = useItemQuery<JobDetail>(content?.kind === 'jobBoard' && content.id !== null ? itemPath(API_PATHS.job, content.id) : null);
  const pipelines = useListQuery<PipelineRow>(API_PATHS.pipeline, content?.kind === 'pipeline' ? PIPELINE_QUERY : null);
  if (!content || content.id === null) return undefined;
  if (content.kind === 'departmentJobs') return departments.data?.data.find((department) => department.id === content.id)?.name;
  if (content.kind === 'jobBoard') return job.data?.data.jobTitle;
  if (content.kind === 'pipeline') return pipelines.data?.data.find((pipeline) => pipeline.id === content.id)?.name;
  return undefined;
}

/** Choose what the channel tab shows and its name; Teams' Save is enabled only for a complete choice. */
function ConfigureTab() {
  const styles = useStyles();
  const host = useHost();
  const [content, setContent] = useState<TabContent | null>(null);
  const [name, setName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const pickedName = usePickedName(content);
  const shownName = nameEdited || !content ? name : suggestedName(content, pickedName);
  const valid = isComplete(content) && shownName.trim() !== '';

  // Teams' Save handler reads the choice of the moment it is pressed.
  const config = useRef<ChannelTabConfig | null>(null);
  useEffect(() => {
    config.current = isComplete(content)
      ? {
          ...tabSettings(content, window.location.origin, getAppKey()),
          suggestedDisplayName: shownName.trim(),
          removeUrl: `${window.location.origin}/teams/config?${TEAMS_TAB_PARAM}=1`,
        }
      : null;
  }, [content, shownName]);

  // Reconfiguring starts from what Teams holds: the saved choice and the tab's name.
  useEffect(() => {
    if (!host.inTeams) return;
    registerChannelTabConfig(host, () => config.current!);
    void readChannelTabConfig(host).then((saved) => {
      const savedContent = contentOfUrl(saved.contentUrl);
      if (!savedContent) return;
      setContent(savedContent);
      if (saved.suggestedDisplayName) {
        setName(saved.suggestedDisplayName);
        setNameEdited(true);
      }
    });
  }, [host]);
  useEffect(() => {
    if (host.inTeams) setChannelTabValidity(host, valid);
  }, [host, valid]);

  const chooseKind = (kind: TabContentKind) => setContent({ kind, id: null });
  return (
    <main className={styles.page}>
      <Title2 as="h1" className={styles.title}>
        Add Hireloop to this channel
      </Title2>
      <Body1>Choose what the tab shows and name it, then select Save in Teams.</Body1>
      <Field label="The tab shows" required>
        <RadioGroup value={content?.kind ?? ''} onChange={(_, data) => chooseKind(data.value as TabContentKind)}>
          {TAB_KINDS.map((option) => (
            <Radio key={option.kind} value={option.kind} label={`${option.label} — ${option.hint}`} />
          ))}
        </RadioGroup>
      </Field>
      {content && <ContentPicker content={content} onPick={(id) => setContent({ kind: content.kind, id })} />}
      <Field label="Tab name" required className={styles.pick} hint={`${shownName.length}/${TAB_NAME_MAX} characters`}>
        <Input
          value={shownName}
          maxLength={TAB_NAME_MAX}
          onChange={(_, data) => {
            setName(data.value);
            setNameEdited(true);
          }}
        />
      </Field>
    </main>
  );
}

/** Removing the tab deletes nothing in Hireloop; Teams asks this page to confirm. */
function RemoveTab() {
  const styles = useStyles();
  const host = useHost();
  useEffect(() => {
    if (host.inTeams) registerChannelTabRemoval(host);
  }, [host]);
  return (
    <main className={styles.page}>
      <Title2 as="h1" className={styles.title}>
        Remove the Hireloop tab
      </Title2>
      {!host.inTeams && <OutsideTeams>Open this page from Microsoft Teams when removing the Hireloop tab.</OutsideTeams>}
      <Body1>Removing the tab deletes nothing in Hireloop: jobs, applicants and referrals stay as they are.</Body1>
    </main>
  );
}

/**
 * /teams/config: the channel-tab configuration (and removal) page Teams shows in its dialog,
 * signed in as in the tab (its pickers read the workspace's departments, jobs and pipelines).
 */
export function TeamsConfigPage() {
  const styles = useStyles();
  const host = useHost();
  if (host.frameContext === 'remove') return <RemoveTab />;
  if (!host.inTeams)
    return (
      <main className={styles.page}>
        <Title2 as="h1" className={styles.title}>
          Add Hireloop to this channel
        </Title2>
        <OutsideTeams>Open this page from Microsoft Teams when adding the Hireloop tab to a channel.</OutsideTeams>
      </main>
    );
  return (
    <RequireSignIn>
      <ConfigureTab />
    </RequireSignIn>
  );
}
