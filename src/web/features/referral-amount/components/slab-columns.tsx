import { Caption1, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { SLAB_AMOUNT_MAX, SLAB_NAME_MAX, type ReferralAmountOption } from '../../../../shared/contract/referral-amount';
import { selectCell, textCell } from '../../../ui/inline-edit-table/edit-cells';
import type { InlineEditColumn } from '../../../ui/inline-edit-table/types';
import type { Choice } from '../../../ui/form/choice';
import { formatNumber } from '../../../lib/locale-formats';

/** A slab as the table edits it: form values as text; the row being added has no id. */
export interface SlabRow {
  id: number | null;
  slug: string;
  departmentId: string;
  designationId: string;
  amount: string;
  departmentName: string;
  designationName: string;
}

export const toSlabRow = (slab: ReferralAmountOption): SlabRow => ({
  id: slab.id,
  slug: slab.slug,
  departmentId: slab.department ? String(slab.department.departmentId) : '',
  designationId: slab.designation ? String(slab.designation.id) : '',
  amount: String(slab.amount),
  departmentName: slab.department?.departmentName ?? '',
  designationName: slab.designation?.designation ?? '',
});

export const emptySlab = (): SlabRow => ({
  id: null,
  slug: '',
  departmentId: '',
  designationId: '',
  amount: '',
  departmentName: '',
  designationName: '',
});

const ANY_DEPARTMENT = 'All departments';

type SetDraft = Dispatch<SetStateAction<SlabRow>>;
/** An amount in the workspace's currency (useFormatAmount). */
type FormatAmount = (amount: number) => string;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function SlabCard({ title, amount, detail }: { title: string; amount: string; detail: string }) {
  const styles = useStyles();
  return (
    <div className={styles.card}>
      <Text weight="semibold">{title}</Text>
      <Text>{amount}</Text>
      <Caption1>{detail}</Caption1>
    </div>
  );
}

function EditStack({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.stack}>{children}</div>;
}

const editAmount = (draft: SlabRow, setDraft: SetDraft) => (
  <Field label="Amount" hint={`0 to ${formatNumber(SLAB_AMOUNT_MAX)}, up to 2 decimals`}>
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      max={SLAB_AMOUNT_MAX}
      step="0.01"
      value={draft.amount}
      onChange={(_event, data) => setDraft((current) => ({ ...current, amount: data.value }))}
    />
  </Field>
);

/** Slab name, department (none: any), designation and amount, each edited in its cell. */
export function slabColumns(
  departments: readonly Choice[],
  designations: readonly Choice[],
  formatAmount: FormatAmount,
): InlineEditColumn<SlabRow>[] {
  return [
    {
      id: 'slug',
      header: 'Slab Name',
      width: '26%',
      renderView: (row) => row.slug,
      renderEdit: textCell<SlabRow>('Slab Name', 'slug', { maxLength: SLAB_NAME_MAX, hint: `At most ${SLAB_NAME_MAX} characters` }),
    },
    {
      id: 'department',
      header: 'Department',
      width: '24%',
      renderView: (row) => row.departmentName || ANY_DEPARTMENT,
      renderEdit: selectCell<SlabRow>('Department', 'departmentId', departments, ANY_DEPARTMENT),
    },
    {
      id: 'designation',
      header: 'Designation',
      width: '24%',
      renderView: (row) => row.designationName,
      renderEdit: selectCell<SlabRow>('Designation', 'designationId', designations, 'Select designation'),
    },
    { id: 'amount', header: 'Amount', width: '16%', renderView: (row) => formatAmount(Number(row.amount)), renderEdit: editAmount },
  ];
}

/** On a narrow screen four columns cannot fit: one column shows the slab as a small card and stacks its fields. */
export function narrowSlabColumns(
  departments: readonly Choice[],
  designations: readonly Choice[],
  formatAmount: FormatAmount,
): InlineEditColumn<SlabRow>[] {
  const [slug, department, designation, amount] = slabColumns(departments, designations, formatAmount);
  return [
    {
      id: 'slab',
      header: 'Slab',
      renderView: (row) => (
        <SlabCard
          title={row.slug}
          amount={formatAmount(Number(row.amount))}
          detail={`${row.departmentName || ANY_DEPARTMENT} · ${row.designationName}`}
        />
      ),
      renderEdit: (draft, setDraft) => (
        <EditStack>
          {[slug, department, designation, amount].map((column) => (
            <div key={column.id}>{column.renderEdit(draft, setDraft)}</div>
          ))}
        </EditStack>
      ),
    },
  ];
}
