import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { JobDetail, PersonRef } from '../../../../../shared/contract/job-views';
import { formatDateDMY, fullName } from '../../../../lib/formats';
import { DetailCard, useDetailGridStyles, type DetailItem } from '../../../../ui/detail-card';
import { RichTextView } from './rich-text-view';
import { TagList } from './tag-list';
import { experienceRangeLabel } from './job-view-format';
import { jobStatusLabel } from '../job-status';

export interface JobDetailsTabProps {
  job: JobDetail;
}

const useStyles = makeStyles({
  person: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Person({ person }: { person: PersonRef }) {
  const styles = useStyles();
  return (
    <span className={styles.person}>
      <span>{fullName(person)}</span>
      <Link href={`mailto:${person.email}`}>{person.email}</Link>
      {person.designation && <span className={styles.muted}>{person.designation}</span>}
    </span>
  );
}

const person = (value: PersonRef | null) => (value ? <Person person={value} /> : null);
const tags = (label: string, items: readonly string[]) => (items.length ? <TagList label={label} items={items} /> : null);

/** The Job tab: every read-back field of spec §3, grouped into cards. */
export function JobDetailsTab({ job }: JobDetailsTabProps) {
  const grid = useDetailGridStyles();
  const overview: DetailItem[] = [
    { label: 'Job code', value: job.jobCode },
    { label: 'Status', value: jobStatusLabel(job.jobStatusId) },
    { label: 'Job type', value: job.jobType?.jobType },
    { label: 'Employment type', value: job.employmentType?.employmentType },
    { label: 'Remote', value: job.employmentCategoryId === 1 ? 'Yes' : 'No' },
    { label: 'Experience', value: experienceRangeLabel(job.minExperience, job.maxExperience) },
    { label: 'Education', value: job.education },
    { label: 'No. Of Positions', value: job.numberOfPositions === null ? null : String(job.numberOfPositions) },
    { label: 'Priority', value: job.jobPriority?.name },
    { label: 'Open Date', value: formatDateDMY(job.created_at) },
    { label: 'Target Date', value: formatDateDMY(job.expiryDate) },
    { label: 'Applications', value: String(job.jobApplication) },
    { label: 'Created by', value: fullName(job.createdBy) },
    { label: 'Job profile', value: job.jobProfile, wide: true },
  ];
  const place: DetailItem[] = [
    { label: 'Location', value: job.location?.locationDisplay },
    { label: 'City', value: job.location?.city },
    { label: 'Country', value: job.location?.country },
  ];
  const organisation: DetailItem[] = [
    { label: 'Department', value: job.department?.departmentName },
    { label: 'Department head', value: fullName(job.departmentHead) },
    { label: 'Sub department', value: job.subDepartment?.name },
    { label: 'Function', value: job.function?.name },
    { label: 'Function head', value: job.function?.functionHead },
    { label: 'Sub function', value: job.subFunction?.name },
    { label: 'Designation', value: job.designation?.designation },
    { label: 'Division', value: job.division?.name },
    { label: 'Group', value: job.group?.groupName },
  ];
  const people: DetailItem[] = [
    { label: 'Hiring manager', value: person(job.hiringManager) },
    { label: 'Recruiting manager', value: person(job.recruitingManager) },
    { label: 'Recipients', value: job.recipients.map((r) => `${fullName(r)} <${r.email}>`).join(', '), wide: true },
  ];
  const hiring: DetailItem[] = [
    { label: 'Hiring pipeline', value: job.pipeline?.name },
    { label: 'Referral amount', value: job.referralAmount?.slug },
    { label: 'Question group', value: job.questionGroup?.groupName },
    { label: 'Question group description', value: job.questionGroup?.description, wide: true },
  ];
  const publishing: DetailItem[] = [
    {
      label: 'Skills',
      value: tags(
        'Skills',
        job.skills.map((s) => s.name),
      ),
      wide: true,
    },
    {
      label: 'Platforms',
      value: tags(
        'Platforms',
        job.publishplatforms.map((p) => p.name),
      ),
      wide: true,
    },
  ];

  return (
    <div className={grid.grid}>
      <DetailCard title="Overview" items={overview} wide />
      <DetailCard title="Description" wide>
        <RichTextView html={job.jobDescription} />
      </DetailCard>
      <DetailCard title="Organisation" items={organisation} />
      <DetailCard title="People" items={people} />
      <DetailCard title="Location" items={place} />
      <DetailCard title="Hiring process" items={hiring} />
      <DetailCard title="Skills and platforms" items={publishing} />
    </div>
  );
}
