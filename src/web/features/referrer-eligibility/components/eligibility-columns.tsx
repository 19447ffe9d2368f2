import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { eligibilityLabel, type ReferrerEligibility } from '../../../../shared/contract/referrer-eligibility';
import { selectCell } from '../../../ui/inline-edit-table/edit-cells';
import type { InlineEditColumn } from '../../../ui/inline-edit-table/types';
import type { Choice } from '../../../ui/form/choice';
import { StatusBadge } from '../../../ui/status-badge';

/** A position as the table edits it: the designation as text; the row being added has no id. */
export interface EligibilityRow {
  id: number | null;
  designationId: string;
  designationName: string;
  eligibilityStatus: number;
}

export const toEligibilityRow = (row: ReferrerEligibility): EligibilityRow => ({
  id: row.id,
  designationId: String(row.designationId),
  designationName: row.designation.designation,
  eligibilityStatus: row.eligibilityStatus,
});

export const emptyEligibility = (): EligibilityRow => ({ id: null, designationId: '', designationName: '', eligibilityStatus: 1 });

/** Position (designation) and whether its holders earn referral bonuses. */
export function eligibilityColumns(designations: readonly Choice[]): InlineEditColumn<EligibilityRow>[] {
  return [
    {
      id: 'designation',
      header: 'Position',
      width: '55%',
      renderView: (row) => row.designationName,
      renderEdit: selectCell<EligibilityRow>('Position', 'designationId', designations, 'Select position'),
    },
    {
      id: 'eligible',
      header: 'Eligible',
      width: '25%',
      renderView: (row) => (
        <StatusBadge color={row.eligibilityStatus === 1 ? 'success' : 'subtle'}>{eligibilityLabel(row.eligibilityStatus)}</StatusBadge>
      ),
      renderEdit: (draft, setDraft) => (
        <Field label="Eligible">
          <RadioGroup
            layout="horizontal"
            value={String(draft.eligibilityStatus)}
            onChange={(_event, data) => setDraft((current) => ({ ...current, eligibilityStatus: Number(data.value) }))}
          >
            <Radio value="1" label="Yes" />
            <Radio value="0" label="No" />
          </RadioGroup>
        </Field>
      ),
    },
  ];
}
