import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, EditRegular, EyeRegular, ListRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { QUESTION_TYPE_LABELS, type AnswerRow, type Question } from '../../../../shared/contract/question';
import type { QuestionGroupOption } from '../../../../shared/contract/question-group';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';
import { formatDateDMY } from '../../../lib/formats';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** Spec §4: status 1 Active, 0 Inactive. */
export const statusLabel = (status: number) => (status === 1 ? 'Active' : 'Inactive');

interface IconAction {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** Offered but not now (the first question cannot move up). */
  disabled?: boolean;
}

/** A row's icon buttons, each named by its tooltip. */
function IconActions({ actions }: { actions: IconAction[] }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <DeferredTooltip key={action.label} content={action.label} relationship="label">
          <Button appearance="subtle" icon={action.icon} onClick={action.onClick} disabled={action.disabled} />
        </DeferredTooltip>
      ))}
    </div>
  );
}

/** The row's actions as the last column (beside the title on a narrow-screen card). */
const actionColumn = <T,>(width: string, actionsOf: (row: T) => IconAction[]): DataTableColumn<T> => ({
  id: 'action',
  header: 'Action',
  width,
  card: 'actions',
  cell: (row) => <IconActions actions={actionsOf(row)} />,
});

/** The write actions, offered only to users who may write. */
const writes = (canWrite: boolean, ...actions: IconAction[]) => (canWrite ? actions : []);

export interface GroupActions {
  canWrite: boolean;
  onViewQuestions: (row: QuestionGroupOption) => void;
  onDelete: (row: QuestionGroupOption) => void;
}

/** /question-template: name, description, status, active questions; view questions and delete. */
export function questionGroupColumns(actions: GroupActions): DataTableColumn<QuestionGroupOption>[] {
  return [
    { id: 'questionGroupName', header: 'Question Group', cell: (row) => row.questionGroupName, card: 'title' },
    { id: 'description', header: 'Description', cell: (row) => row.description },
    { id: 'status', header: 'Status', cell: (row) => statusLabel(row.status), width: '110px' },
    { id: 'questionCount', header: 'Active Questions', cell: (row) => row.questionCount, width: '140px' },
    actionColumn('120px', (row) => [
      { label: 'View questions', icon: <ListRegular />, onClick: () => actions.onViewQuestions(row) },
      ...writes(actions.canWrite, { label: 'Delete', icon: <DeleteRegular />, onClick: () => actions.onDelete(row) }),
    ]),
  ];
}

export type MoveDirection = 'up' | 'down';

/** Moving a question up or down its group's order. */
export interface QuestionMoves {
  onMove: (row: Question, direction: MoveDirection) => void;
  /** Whether it can go that way (not the first up, nor the last down). */
  canMove: (row: Question, direction: MoveDirection) => boolean;
}

export interface QuestionActions {
  canWrite: boolean;
  onEdit: (row: Question) => void;
  onAnswers: (row: Question) => void;
  onDelete: (row: Question) => void;
  /** Given to users who may write, where the order can be changed (a searched list hides the neighbours). */
  moves?: QuestionMoves;
}

const moveAction = (row: Question, direction: MoveDirection, moves: QuestionMoves): IconAction => ({
  label: `Move ${row.question} ${direction}`,
  icon: direction === 'up' ? <ArrowUpRegular /> : <ArrowDownRegular />,
  onClick: () => moves.onMove(row, direction),
  disabled: !moves.canMove(row, direction),
});

/**
 * /question-list/{id}: the question, its type, whether it is required, status and answers; move
 * it up or down the group's order, edit, view answers, delete.
 */
export function questionColumns(actions: QuestionActions): DataTableColumn<Question>[] {
  const { moves } = actions;
  return [
    { id: 'question', header: 'Question', cell: (row) => row.question, card: 'title' },
    { id: 'type', header: 'Type', cell: (row) => QUESTION_TYPE_LABELS[row.type], width: '140px' },
    { id: 'required', header: 'Required', cell: (row) => (row.required === 1 ? 'Yes' : 'No'), width: '100px' },
    { id: 'status', header: 'Status', cell: (row) => statusLabel(row.status), width: '100px' },
    { id: 'answerCount', header: 'Answers', cell: (row) => row.answerCount, width: '100px' },
    actionColumn(moves ? '230px' : '150px', (row) => [
      ...(moves ? [moveAction(row, 'up', moves), moveAction(row, 'down', moves)] : []),
      ...writes(actions.canWrite, { label: 'Edit', icon: <EditRegular />, onClick: () => actions.onEdit(row) }),
      { label: 'View answers', icon: <EyeRegular />, onClick: () => actions.onAnswers(row) },
      ...writes(actions.canWrite, { label: 'Delete', icon: <DeleteRegular />, onClick: () => actions.onDelete(row) }),
    ]),
  ];
}

/** /answers/{id}: each answer with who gave it, for which job, and when. */
export function answerColumns(openApplicant: (applicationId: number) => void): DataTableColumn<AnswerRow>[] {
  return [
    { id: 'answer', header: 'Answer', cell: (row) => row.answer, card: 'title' },
    {
      id: 'applicant',
      header: 'Applicant',
      cell: (row) =>
        row.applicationId === null ? '—' : <Link onClick={() => openApplicant(row.applicationId as number)}>{row.applicantName}</Link>,
    },
    { id: 'job', header: 'Job', cell: (row) => row.jobTitle ?? '—' },
    { id: 'createdAt', header: 'Answered On', cell: (row) => formatDateDMY(row.createdAt), width: '140px' },
  ];
}
