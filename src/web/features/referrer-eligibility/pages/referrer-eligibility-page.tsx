import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import * as v from 'valibot';
import { ReferrerEligibilityInputSchema } from '../../../../shared/contract/referrer-eligibility';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { inlineResourceProps } from '../../../ui/list-page/inline-resource';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useDesignationChoices, useReferrerEligibilities, useReferrerEligibilityMutations } from '../api';
import { eligibilityColumns, emptyEligibility, toEligibilityRow, type EligibilityRow } from '../components/eligibility-columns';

const fields = (draft: EligibilityRow) => ({ designationId: draft.designationId, eligibilityStatus: draft.eligibilityStatus });

/** 'Please select any value' without a designation; a repeated one is the server's answer (it sees every page). */
function validate(draft: EligibilityRow): string | null {
  const result = v.safeParse(ReferrerEligibilityInputSchema, fields(draft));
  return result.success ? null : result.issues[0].message;
}

/** /referrer-eligibility: which positions earn referral bonuses, added and edited in place. */
export function ReferrerEligibilityPage() {
  const list = useListState();
  const query = useReferrerEligibilities({ page: list.page, limit: list.limit, search: '' });
  const mutations = useReferrerEligibilityMutations();
  const designations = useDesignationChoices();
  const canWrite = usePermissions().can('referral-config:write');
  const rows = query.data && { ...query.data, data: query.data.data.map(toEligibilityRow) };

  const inline = inlineResourceProps<EligibilityRow>({
    canWrite,
    save: (draft, mode) => {
      const input = fields(draft);
      return mode === 'add' || draft.id === null ? mutations.create(input) : mutations.update(draft.id, input);
    },
    remove: mutations.remove,
  });

  return (
    <ListPage<EligibilityRow>
      title="Referrer Eligibility"
      description="Whether employees in a position earn a referral bonus. Anyone may refer; referrals from positions marked No earn no bonus."
      list={list}
      query={{ ...query, data: rows }}
      tableLabel="Referrer eligibility by position"
      pageSizeOptions={SHORT_PAGE_SIZES}
      emptyMessage="No positions yet. Add the first one."
      inline={{
        ...inline,
        columns: eligibilityColumns(designations.choices),
        newRow: emptyEligibility,
        validate,
        addLabel: 'Add Position',
        deleteTitle: 'Delete position',
      }}
    >
      {designations.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>Designations could not be loaded: {designations.error.message}</MessageBarBody>
        </MessageBar>
      )}
    </ListPage>
  );
}
