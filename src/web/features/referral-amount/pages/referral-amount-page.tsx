import {
  ReferralAmountCreateSchema,
  ReferralAmountUpdateSchema,
  type ReferralAmountInput,
  type ReferralAmountOption,
} from '../../../../shared/contract/referral-amount';
import { NARROW_LIST_QUERY } from '../../../ui/data-table/data-table';
import { InlineResourcePage } from '../../../ui/inline-edit-table/inline-resource-page';
import { useDepartmentChoices, useDesignationChoices } from '../../../lib/lookups';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFormatAmount } from '../../../domain/workspace-currency';
import { useReferralAmountMutations, useReferralAmounts } from '../api';
import { emptySlab, narrowSlabColumns, slabColumns, toSlabRow, type SlabRow } from '../components/slab-columns';

const toInput = (row: SlabRow): ReferralAmountInput => ({
  slug: row.slug,
  departmentId: row.departmentId,
  designationId: row.designationId,
  amount: row.amount,
});

/** /referral-amount: the slabs a job's referral bonus is chosen from, added and edited in place. */
export function ReferralAmountPage() {
  const departments = useDepartmentChoices();
  const designations = useDesignationChoices();
  const narrow = useMediaQuery(NARROW_LIST_QUERY);
  const formatAmount = useFormatAmount();
  return (
    <InlineResourcePage<ReferralAmountOption, SlabRow, ReferralAmountInput>
      title="Referral Amount Calculation"
      description="Referral bonus slabs by department and designation. A job's referral amount is one of these slabs."
      rowNoun={{ one: 'referral amount slab', many: 'referral amount slabs' }}
      addLabel="Add Slab"
      permission="referral-config:write"
      useList={useReferralAmounts}
      useMutations={useReferralAmountMutations}
      toRow={toSlabRow}
      toInput={toInput}
      // The server's words: 'Please fill the required fields' on add, 'fill all the fields' on edit.
      schema={ReferralAmountCreateSchema}
      editSchema={ReferralAmountUpdateSchema}
      columns={(narrow ? narrowSlabColumns : slabColumns)(departments.choices, designations.choices, formatAmount)}
      newRow={emptySlab}
      choicesProblem={{ what: 'Departments and designations', error: departments.error ?? designations.error }}
    />
  );
}
