import { Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import type { ApplicantDetail } from '../../../../shared/contract/application';
import { experienceLabel, formatDateDMY, fullName, toDate } from '../../../lib/formats';
import { formatDateTime } from '../../../lib/locale-formats';
import { DetailCard, useDetailGridStyles, type DetailItem } from '../../../ui/detail-card';
import { ScreeningAnswersCard } from './screening-answers-card';
import { StatusBadge } from '../../../ui/status-badge';

const useStyles = makeStyles({ card: { height: '200px' } });

/** Where a careers-site application came from (its campaign, when the link carried one) and its privacy consent. */
function careersItems(applicant: ApplicantDetail): DetailItem[] {
  const { utmSource, utmMedium, utmCampaign, consentAt } = applicant;
  const items: DetailItem[] = [];
  if (utmSource || utmMedium || utmCampaign) {
    items.push(
      { label: 'Campaign Source', value: utmSource },
      { label: 'Campaign Medium', value: utmMedium },
      { label: 'Campaign', value: utmCampaign },
    );
  }
  const consented = toDate(consentAt);
  if (consented)
    items.push({ label: 'Privacy Consent', value: `Consented to the privacy notice on ${formatDateTime(consented)}`, wide: true });
  return items;
}

/**
 * The applicant page's read-only cards: Applicant (with a careers application's campaign and
 * consent), Job, Referral, Hiring Manager, Recruiting Manager, Hiring States and Screening answers.
 * The document number is as the API sends it (masked for readers).
 */
export function ApplicantViewCards({ applicant }: { applicant: ApplicantDetail }) {
  const grid = useDetailGridStyles();
  const referral = applicant.candidateReferral;
  const hiringState = applicant.status ?? applicant.applicantStatus;
  return (
    <div className={grid.grid}>
      <DetailCard
        title="Applicant"
        items={[
          { label: 'First Name', value: applicant.firstName },
          { label: 'Last Name', value: applicant.lastName },
          { label: 'Email', value: applicant.applicantEmail },
          { label: 'Mobile No', value: applicant.phoneNumber },
          { label: 'Experience', value: experienceLabel(applicant.experience) },
          { label: 'Document Number', value: applicant.documentNumber },
          { label: 'Source', value: applicant.source?.source },
          { label: 'Application Date', value: formatDateDMY(applicant.created_at) },
          ...careersItems(applicant),
        ]}
      />
      <DetailCard
        title="Job"
        items={[
          { label: 'Job Title', value: applicant.job.jobTitle },
          { label: 'Job Code', value: applicant.jobCode ?? applicant.job.jobCode },
          { label: 'Department', value: applicant.job.department?.departmentName },
          { label: 'Location', value: applicant.job.location?.locationDisplay },
          { label: 'Hiring Pipeline', value: applicant.job.pipelineName },
        ]}
      />
      <DetailCard
        title="Referral"
        items={
          referral
            ? [
                { label: 'Referral Name', value: fullName(referral.user) },
                { label: 'Referral Email', value: referral.user.email },
                { label: 'Referral Status', value: referral.referralStatus?.referralStatus },
              ]
            : [{ label: 'Referred', value: 'Not referred' }]
        }
      />
      <DetailCard
        title="Hiring Manager"
        items={[
          { label: 'Name', value: fullName(applicant.hiringManager) },
          { label: 'Email', value: applicant.hiringManager?.email },
        ]}
      />
      <DetailCard
        title="Recruiting Manager"
        items={[
          { label: 'Name', value: fullName(applicant.recruitingManager) },
          { label: 'Email', value: applicant.recruitingManager?.email },
        ]}
      />
      <DetailCard
        title="Hiring States"
        items={[
          { label: 'Stage', value: applicant.stage?.name },
          {
            label: 'Status',
            value: hiringState ? <StatusBadge color={applicant.status?.statusColor}>{hiringState.name}</StatusBadge> : null,
          },
          { label: 'Since', value: formatDateDMY(applicant.statusChangedAt) },
          { label: 'Recruiters Assigned', value: applicant.recruiters.map(fullName).join(', '), wide: true },
        ]}
      />
      <ScreeningAnswersCard applicationId={applicant.applicantId} />
    </div>
  );
}

/** The cards' placeholder while the applicant loads. */
export function ApplicantViewSkeleton() {
  const grid = useDetailGridStyles();
  const styles = useStyles();
  return (
    <Skeleton className={grid.grid} aria-label="Loading applicant">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <SkeletonItem key={i} shape="rectangle" className={styles.card} />
      ))}
    </Skeleton>
  );
}
