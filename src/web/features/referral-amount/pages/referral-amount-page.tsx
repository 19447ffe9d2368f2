import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import * as v from 'valibot';
import { ReferralAmountCreateSchema, ReferralAmountUpdateSchema } from '../../../../shared/contract/referral-amount';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { inlineResourceProps } from '../../../ui/list-page/inline-resource';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useMediaQuery } from '../../../lib/use-media-query';
import { NARROW_LIST_QUERY } from '../../../ui/data-table/data-table';
import { useReferralAmountMutations, useReferralAmounts, useSlabChoices } from '../api';
import { emptySlab, narrowSlabColumns, slabColumns, toSlabRow, type SlabRow } from '../components/slab-columns';

const fields = (draft: SlabRow) => ({ slug: draft.slug, departmentId: draft.departmentId, designationId: draft.designationId, amount: draft.amount });

/** The server's rules and words: 'Please fill the required fields' on add, 'fill all the fields' on edit. */
function validate(draft: SlabRow): string | null {
  const schema = draft.id === null ? ReferralAmountCreateSchema : ReferralAmountUpdateSchema;
  const result = v.safeParse(schema, fields(draft));
  return result.success ? null : result.issues[0].message;
}

/** /referral-amount: the slabs a job's referral bonus is chosen from, added and edited in place. */
export function ReferralAmountPage() {
  const list = useListState();
  const query = useReferralAmounts({ page: list.page, limit: list.limit, search: '' });
  const mutations = useReferralAmountMutations();
  const choices = useSlabChoices();
  const canWrite = usePermissions().can('referral-config:write');
  const narrow = useMediaQuery(NARROW_LIST_QUERY);
  const rows = query.data && { ...query.data, data: query.data.data.map(toSlabRow) };

  const inline = inlineResourceProps<SlabRow>({
    canWrite,
    save: (draft, mode) => {
      const input = fields(draft);
      return mode === 'add' || draft.id === null ? mutations.create(input) : mutations.update(draft.id, input);
    },
    remove: mutations.remove,
  });

  return (
    <ListPage<SlabRow>
      title="Referral Amount Calculation"
      description="Referral bonus slabs by department and designation. A job's referral amount is one of these slabs."
      list={list}
      query={{ ...query, data: rows }}
      tableLabel="Referral amount slabs"
      pageSizeOptions={SHORT_PAGE_SIZES}
      emptyMessage="No referral amount slabs yet. Add the first one."
      inline={{
        ...inline,
        columns: (narrow ? narrowSlabColumns : slabColumns)(choices.departments, choices.designations),
        newRow: emptySlab,
        validate,
        addLabel: 'Add Slab',
        deleteTitle: 'Delete referral amount slab',
      }}
    >
      {choices.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>Departments and designations could not be loaded: {choices.error.message}</MessageBarBody>
        </MessageBar>
      )}
    </ListPage>
  );
}
