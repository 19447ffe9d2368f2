import {
  ReferrerEligibilityInputSchema,
  type ReferrerEligibility,
  type ReferrerEligibilityInput,
} from '../../../../shared/contract/referrer-eligibility';
import { InlineResourcePage } from '../../../ui/inline-edit-table/inline-resource-page';
import { useDesignationChoices } from '../../../lib/lookups';
import { useReferrerEligibilities, useReferrerEligibilityMutations } from '../api';
import { eligibilityColumns, emptyEligibility, toEligibilityRow, type EligibilityRow } from '../components/eligibility-columns';

const toInput = (row: EligibilityRow): ReferrerEligibilityInput => ({
  designationId: row.designationId,
  eligibilityStatus: row.eligibilityStatus,
});

/**
 * /referrer-eligibility: which positions earn referral bonuses, added and edited in place. The schema
 * says 'Please select any value' without a designation; a repeated one is the server's answer (it sees every page).
 */
export function ReferrerEligibilityPage() {
  const designations = useDesignationChoices();
  return (
    <InlineResourcePage<ReferrerEligibility, EligibilityRow, ReferrerEligibilityInput>
      title="Referrer Eligibility"
      description="Whether employees in a position earn a referral bonus. Anyone may refer; referrals from positions marked No earn no bonus."
      rowNoun={{ one: 'position', many: 'positions' }}
      tableLabel="Referrer eligibility by position"
      addLabel="Add Position"
      permission="referral-config:write"
      useList={useReferrerEligibilities}
      useMutations={useReferrerEligibilityMutations}
      toRow={toEligibilityRow}
      toInput={toInput}
      schema={ReferrerEligibilityInputSchema}
      columns={eligibilityColumns(designations.choices)}
      newRow={emptyEligibility}
      choicesProblem={{ what: 'Designations', error: designations.error }}
    />
  );
}
