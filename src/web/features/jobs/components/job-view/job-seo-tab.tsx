import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import { useSeoImageUrl } from '../../api';
import { DetailCard, useDetailGridStyles, type DetailItem } from '../../../../ui/detail-card';
import { TagList } from './tag-list';
import { prettyJson } from './job-view-format';
import { useLinkClick } from '../../../../lib/use-link-click';

export interface JobSeoTabProps {
  job: JobDetail;
  /** Users who may edit the job get a 'Set SEO' link to /seo/create/{id}. */
  canEdit: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  code: {
    margin: 0,
    // Wrapped rather than scrolled, so no scroll box needs keyboard focus.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  image: { display: 'block', maxWidth: '100%', maxHeight: '320px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** The SEO tab: the job's search-engine fields, schema and image. */
export function JobSeoTab({ job, canEdit }: JobSeoTabProps) {
  const styles = useStyles();
  const grid = useDetailGridStyles();
  const imageUrl = useSeoImageUrl(job.jobId, job.hasSeoImage, job.updated_at);
  const seoPath = `/seo/create/${job.jobId}`;
  const openSeo = useLinkClick(seoPath);
  const imageAlt = job.seoMetaTitle || `SEO image of ${job.jobTitle}`;
  const fields: DetailItem[] = [
    { label: 'Slug', value: job.slug },
    { label: 'Focus keyword', value: job.seoFocusKeyword },
    { label: 'Index', value: job.seoIndex === 1 ? 'Index' : 'No index' },
    { label: 'Canonical tag', value: job.seoCanonicalTag, wide: true },
    { label: 'Meta title', value: job.seoMetaTitle, wide: true },
    { label: 'Meta description', value: job.seoMetaDescription, wide: true },
    { label: 'Keywords', value: job.seoKeyword.length ? <TagList label="Keywords" items={job.seoKeyword} /> : null, wide: true },
  ];

  return (
    <div className={styles.root}>
      {canEdit && (
        <div className={styles.actions}>
          <Button as="a" href={seoPath} icon={<EditRegular />} onClick={openSeo}>
            Set SEO
          </Button>
        </div>
      )}
      <div className={grid.grid}>
        <DetailCard title="Search engine fields" items={fields} wide />
        <DetailCard title="SEO image">
          {!job.hasSeoImage && <p className={styles.empty}>No image uploaded.</p>}
          {job.hasSeoImage && imageUrl && <img className={styles.image} src={imageUrl} alt={imageAlt} />}
        </DetailCard>
        <DetailCard title="Custom schema">
          {job.customSeoSchema ? (
            <pre className={styles.code}>
              <code>{prettyJson(job.customSeoSchema)}</code>
            </pre>
          ) : (
            <p className={styles.empty}>Not set</p>
          )}
        </DetailCard>
      </div>
    </div>
  );
}
