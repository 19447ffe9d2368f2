import { useFormContext, useWatch } from 'react-hook-form';
import { Subtitle2 } from '@fluentui/react-components';
import { FormFields, type FieldSpec } from '../../../../ui/form/form-fields';
import { experienceChoices, type JobFormValues } from './form-values';
import { HiringFields } from './hiring-fields';
import { useJobFormMeta } from './job-form-context';
import { useSectionStyles } from './section-styles';
import type { JobLookups } from './use-job-lookups';

export interface JobFieldsProps {
  lookups: JobLookups;
}

/** The Job tab: every job field of spec §3, grouped as a recruiter fills them in. */
export function JobFields({ lookups }: JobFieldsProps) {
  const styles = useSectionStyles();
  const meta = useJobFormMeta();
  const { control, getValues, setValue } = useFormContext<JobFormValues>();
  const [departmentId, functionId, experience] = useWatch({ control, name: ['departmentId', 'functionId', 'experience'] });
  const subDepartments = lookups.subDepartmentsOf(departmentId);
  const subFunctions = lookups.subFunctionsOf(functionId);
  // A sub department belongs to one department (and a sub function to one function): a new parent drops it.
  const dropChild = (field: 'subDepartmentId' | 'subFunctionId', children: readonly { value: string }[]) => {
    const child = getValues(field);
    if (child && !children.some((choice) => choice.value === child)) setValue(field, '', { shouldDirty: true });
  };
  // A department belongs to a division and a location to a country: picking one fills in the other when it is still empty.
  const fillParent = (field: 'divisionId' | 'country', parent: string) => {
    if (parent && !getValues(field)) setValue(field, parent, { shouldDirty: true });
  };
  const priorities =
    meta.known.priority && !lookups.priorities.choices.some((choice) => choice.value === meta.known.priority?.value)
      ? [meta.known.priority, ...lookups.priorities.choices]
      : lookups.priorities.choices;
  const experiences = experienceChoices(meta.experienceRanges, experience).map(([label]) => ({ value: label, label }));
  // The target date may not be before today in create (spec §5); edit keeps whatever is stored.
  const minDate = meta.mode === 'edit' ? undefined : meta.today;

  const details: FieldSpec<JobFormValues>[] = [
    { kind: 'text', name: 'jobTitle', label: 'Job Title' },
    { kind: 'text', name: 'jobCode', label: 'Job Code' },
    { kind: 'select', name: 'designationId', label: 'Position', choices: lookups.designations.choices },
    {
      kind: 'select',
      name: 'experience',
      label: meta.mode === 'wizard' ? 'Minimum Experience' : 'Experience (years)',
      choices: experiences,
    },
    { kind: 'text', name: 'numberOfPositions', label: 'Number Of Positions', type: 'number', min: 0, max: 100, hint: '0 to 100' },
    { kind: 'select', name: 'jobTypeId', label: 'Job Type', choices: lookups.jobTypes.choices },
    { kind: 'select', name: 'employmentTypeId', label: 'Employment Type', choices: lookups.employmentTypes.choices },
    { kind: 'switch', name: 'employmentCategoryId', label: 'Remote', onText: 'Yes', offText: 'No' },
    { kind: 'text', name: 'expiryDate', label: 'Target Date', type: 'date', min: minDate },
    { kind: 'select', name: 'jobPriorityId', label: 'Priority', choices: priorities },
    { kind: 'text', name: 'education', label: 'Education' },
    { kind: 'select', name: 'referralAmountId', label: 'Referral Amount', choices: lookups.referralAmounts.choices },
  ];
  const organisation: FieldSpec<JobFormValues>[] = [
    {
      kind: 'select',
      name: 'departmentId',
      label: 'Department',
      choices: lookups.departments.choices,
      onPicked: (value) => {
        fillParent('divisionId', lookups.departmentDivision(value));
        dropChild('subDepartmentId', lookups.subDepartmentsOf(value));
      },
    },
    {
      kind: 'select',
      name: 'subDepartmentId',
      label: 'Sub Department',
      choices: subDepartments,
      placeholder: departmentId ? 'Select…' : 'Choose a department first',
    },
    { kind: 'select', name: 'divisionId', label: 'Division', choices: lookups.divisions.choices },
    {
      kind: 'select',
      name: 'functionId',
      label: 'Function',
      choices: lookups.functions.choices,
      onPicked: (value) => dropChild('subFunctionId', lookups.subFunctionsOf(value)),
    },
    {
      kind: 'select',
      name: 'subFunctionId',
      label: 'Sub Function',
      choices: subFunctions,
      placeholder: functionId ? 'Select…' : 'Choose a function first',
    },
    {
      kind: 'select',
      name: 'locationId',
      label: 'Location',
      choices: lookups.locations.choices,
      onPicked: (value) => fillParent('country', lookups.locationCountry(value)),
    },
    { kind: 'select', name: 'country', label: 'Country', choices: lookups.countries.choices },
    { kind: 'select', name: 'groupId', label: 'Group', choices: lookups.groups.choices },
  ];

  return (
    <div className={styles.section}>
      <Subtitle2 as="h2" className={styles.heading}>
        Job details
      </Subtitle2>
      <div className={styles.grid}>
        <FormFields control={control} fields={details} />
      </div>
      <Subtitle2 as="h2" className={styles.heading}>
        Organisation
      </Subtitle2>
      <div className={styles.grid}>
        <FormFields control={control} fields={organisation} />
      </div>
      <HiringFields lookups={lookups} />
    </div>
  );
}
