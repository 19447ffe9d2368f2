import { useId } from 'react';
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useReferralDepartments } from '../api';

export interface DepartmentFilterProps {
  /** The chosen department id, '' for any. */
  value: string;
  onChange: (value: string) => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  select: { minWidth: '180px', maxWidth: '100%' },
});

/** The departments of the jobs open for referral (employees cannot read the set-up lists). */
export function DepartmentFilter({ value, onChange }: DepartmentFilterProps) {
  const id = useId();
  const styles = useStyles();
  const { data, error, isLoading } = useReferralDepartments();
  const departments = data?.data ?? [];
  const known = value === '' || departments.some((department) => String(department.id) === value);
  return (
    <div className={styles.root}>
      <Label htmlFor={id}>Department</Label>
      <Select
        id={id}
        className={styles.select}
        value={value}
        disabled={isLoading || Boolean(error)}
        onChange={(_, next) => onChange(next.value)}
      >
        <option value="">{error ? 'Departments could not be loaded' : 'Any department'}</option>
        {!known && !isLoading && <option value={value}>Unknown ({value})</option>}
        {departments.map((department) => (
          <option key={department.id} value={String(department.id)}>
            {department.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
