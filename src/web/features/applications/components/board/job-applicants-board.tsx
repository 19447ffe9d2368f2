import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { APPLICATION_LIST_MAX_LIMIT, type JobApplicationItem } from '../../../../../shared/contract/application';
import { errorMessage } from '../../../../lib/api';
import { formatDateDMY, fullName } from '../../../../lib/formats';
import { usePermissions } from '../../../../lib/permissions';
import { Board, type BoardColumn, type BoardSection } from '../../../../ui/board';
import { EmptyState } from '../../../../ui/empty-state';
import { totalLabel } from '../../../../ui/data-table/paging';
import { ListProblem } from '../../../../ui/list-page/list-problem';
import { useJobApplications } from '../../api';
import { useApplicationStatusChange, useCandidateHistory } from '../../../../domain/applicant-status/status-api';
import { useJobPipeline } from './board-api';
import { boardColumns, rowSection } from './board-columns';
import { MoveCommentDialog } from './move-comment-dialog';

export interface JobApplicantsBoardProps {
  /** The job whose pipeline the board shows; 'all' has no single pipeline. */
  jobId: number | 'all';
  /** Switches the page to its table. */
  onShowTable: () => void;
}

interface Move {
  row: JobApplicationItem;
  section: BoardSection;
  stageName: string;
}

// The most cards the board loads (the endpoint's largest page); the counts still cover everyone.
const CARDS = { page: 1, limit: APPLICATION_LIST_MAX_LIMIT } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', color: tokens.colorBrandForegroundLink },
  meta: { display: 'block', color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

const rowId = (row: JobApplicationItem) => String(row.applicantId);

/** The board view of a job's applicants: a stage per column; moves ask for a comment, then save. */
export function JobApplicantsBoard({ jobId, onShowTable }: JobApplicantsBoardProps) {
  const styles = useStyles();
  const oneJob = jobId === 'all' ? null : jobId;
  const pipeline = useJobPipeline(oneJob);
  const cards = useJobApplications(oneJob, CARDS);
  const changeStatus = useApplicationStatusChange();
  const canMove = usePermissions().can('applications:write');
  const [moved, setMoved] = useState<ReadonlyMap<number, string>>(new Map());
  const [asking, setAsking] = useState<Move | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const rows = useMemo(() => cards.data?.data ?? [], [cards.data]);
  const stages = pipeline.data?.data.pipeline;
  const columns = useMemo(() => (stages ? boardColumns(stages, rows, moved) : []), [stages, rows, moved]);
  const sectionOf = useCallback((row: JobApplicationItem) => rowSection(row, moved), [moved]);

  const askMove = useCallback((row: JobApplicationItem, column: BoardColumn, section: BoardSection) => {
    setFailure(null);
    setAsking({ row, section, stageName: column.title });
  }, []);

  // The hired status (asks for a joining date) comes with the moving applicant's history.
  const moving = useCandidateHistory(asking?.row.applicantId ?? null);
  const hiredStatusId = moving.data?.data.hiredStatusId;

  const save = async ({ row, section, stageName }: Move, comment: string, joiningDate?: string) => {
    const name = fullName(row);
    const [stageId, statusId] = section.id.split(':').map(Number);
    setAsking(null);
    // The card shows in its new place while the change is saved, and returns if it fails.
    setMoved((current) => new Map(current).set(row.applicantId, section.id));
    try {
      await changeStatus(row.applicantId, { stageId, statusId }, comment, joiningDate);
      setAnnouncement(`Moved ${name} to ${stageName}, ${section.title}.`);
    } catch (error) {
      const message = errorMessage(error, 'The move could not be saved.');
      setFailure(`${name} was not moved: ${message}`);
      setAnnouncement(`${name} was not moved: ${message}`);
    } finally {
      setMoved((current) => {
        const next = new Map(current);
        next.delete(row.applicantId);
        return next;
      });
    }
  };

  if (oneJob === null || (pipeline.data && !stages)) {
    const why =
      oneJob === null
        ? 'The board shows one job’s hiring pipeline: choose a job above, or use the table for every job.'
        : 'This job has no hiring pipeline, so there are no stages to show. Its applicants are in the table.';
    return (
      <EmptyState message={`Board unavailable. ${why}`}>
        <Button onClick={onShowTable}>Show table</Button>
      </EmptyState>
    );
  }
  const error = pipeline.error ?? cards.error;
  if (error) return <ListProblem error={error} />;
  if (!stages || !cards.data) return <Spinner label="Loading the board…" />;

  const { meta } = cards.data;
  return (
    <div className={styles.root}>
      {meta.total > rows.length && (
        <MessageBar intent="info">
          <MessageBarBody>
            Showing the newest {rows.length} of {totalLabel(meta)} applicants; the counts include everyone. Use the table or search to find
            the rest.
          </MessageBarBody>
        </MessageBar>
      )}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {!canMove && <Text>You can view the board; moving applicants needs permission to change applications.</Text>}
      <Board<JobApplicationItem>
        label={`Hiring pipeline of ${pipeline.data?.data.job.jobTitle ?? 'the job'}`}
        columns={columns}
        items={rows}
        getItemId={rowId}
        getItemSection={sectionOf}
        itemLabel={fullName}
        onMove={canMove ? askMove : undefined}
        announcement={announcement}
        renderCard={(row) => (
          <>
            <RouterLink className={styles.name} to={`/application/view/${row.applicantId}`}>
              {fullName(row)}
            </RouterLink>
            <Text size={200} className={styles.meta}>
              {row.applicantEmail}
            </Text>
            <Text size={200} className={styles.meta}>
              Applied {formatDateDMY(row.created_at)}
            </Text>
          </>
        )}
      />
      <MoveCommentDialog
        move={
          asking && {
            applicantName: fullName(asking.row),
            stageName: asking.stageName,
            statusName: asking.section.title,
            hires: hiredStatusId !== undefined && hiredStatusId !== null && asking.section.id.endsWith(`:${hiredStatusId}`),
            checking: !moving.data && !moving.error,
          }
        }
        onSave={(comment, joiningDate) => asking && void save(asking, comment, joiningDate)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
