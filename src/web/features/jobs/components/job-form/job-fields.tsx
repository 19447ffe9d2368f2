import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field, Select, Subtitle2, Switch } from '@fluentui/react-components';
import { experienceChoices, type JobFormValues } from './form-values';
import { ChoiceSelect, TextField } from './field-controls';
import { HiringFields } from './hiring-fields';
import { useJobFormMeta } from './job-form-context';
import { useSectionStyles } from './section-styles';
import type { JobLookups } from './use-job-lookups';

function ExperienceSelect() {
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  return (
    <Controller
      control={control}
      name="experience"
      render={({ field, fieldState }) => (
        <Field label={meta.mode === 'wizard' ? 'Minimum Experience' : 'Experience (years)'} required={meta.required.has('experience')} validationMessage={fieldState.error?.message}>
          <Select name={field.name} ref={field.ref} value={field.value} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={meta.disabled}>
            <option value="">Select…</option>
            {experienceChoices(meta.experienceRanges, field.value).map(([label]) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

function RemoteSwitch() {
  const { control } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  return (
    <Controller
      control={control}
      name="employmentCategoryId"
      render={({ field }) => (
        <Field label="Remote" required={meta.required.has('employmentCategoryId')}>
          <Switch ref={field.ref} checked={field.value} onChange={(_, data) => field.onChange(data.checked)} disabled={meta.disabled} label={field.value ? 'Yes' : 'No'} aria-label="Remote" />
        </Field>
      )}
    />
  );
}

export interface JobFieldsProps {
  lookups: JobLookups;
}

/** The Job tab: every job field of spec §3, grouped as a recruiter fills them in. */
export function JobFields({ lookups }: JobFieldsProps) {
  const styles = useSectionStyles();
  const meta = useJobFormMeta();
  const { control, getValues, setValue } = useFormContext<JobFormValues>();
  const [departmentId, functionId] = useWatch({ control, name: ['departmentId', 'functionId'] });
  const subDepartments = lookups.subDepartmentsOf(departmentId);
  const subFunctions = lookups.subFunctionsOf(functionId);
  // A sub department belongs to one department (and a sub function to one function): a new parent drops it.
  const dropChild = (field: 'subDepartmentId' | 'subFunctionId', children: readonly { value: string }[]) => {
    const child = getValues(field);
    if (child && !children.some((choice) => choice.value === child)) setValue(field, '', { shouldDirty: true });
  };
  const priorities = meta.known.priority && !lookups.priorities.choices.some((choice) => choice.value === meta.known.priority?.value) ? [meta.known.priority, ...lookups.priorities.choices] : lookups.priorities.choices;
  // The target date may not be before today in create (spec §5); edit keeps whatever is stored.
  const minDate = meta.mode === 'edit' ? undefined : meta.today;

  return (
    <div className={styles.section}>
      <Subtitle2 as="h2" className={styles.heading}>
        Job details
      </Subtitle2>
      <div className={styles.grid}>
        <TextField name="jobTitle" label="Job Title" maxLength={200} />
        <TextField name="jobCode" label="Job Code" maxLength={50} />
        <ChoiceSelect name="designationId" label="Position" choices={lookups.designations.choices} />
        <ExperienceSelect />
        <TextField name="numberOfPositions" label="Number Of Positions" type="number" min={0} max={100} hint="0 to 100" />
        <ChoiceSelect name="jobTypeId" label="Job Type" choices={lookups.jobTypes.choices} />
        <ChoiceSelect name="employmentTypeId" label="Employment Type" choices={lookups.employmentTypes.choices} />
        <RemoteSwitch />
        <TextField name="expiryDate" label="Target Date" type="date" min={minDate} />
        <ChoiceSelect name="jobPriorityId" label="Priority" choices={priorities} />
        <TextField name="education" label="Education" maxLength={200} />
        <ChoiceSelect name="referralAmountId" label="Referral Amount" choices={lookups.referralAmounts.choices} />
      </div>
      <Subtitle2 as="h2" className={styles.heading}>
        Organisation
      </Subtitle2>
      <div className={styles.grid}>
        <ChoiceSelect
          name="departmentId"
          label="Department"
          choices={lookups.departments.choices}
          onPicked={(value) => {
            // A department belongs to a division: fill it in when the recruiter has not chosen one.
            const division = lookups.departmentDivision(value);
            if (division && !getValues('divisionId')) setValue('divisionId', division, { shouldDirty: true });
            dropChild('subDepartmentId', lookups.subDepartmentsOf(value));
          }}
        />
        <ChoiceSelect name="subDepartmentId" label="Sub Department" choices={subDepartments} placeholder={departmentId ? 'Select…' : 'Choose a department first'} />
        <ChoiceSelect name="divisionId" label="Division" choices={lookups.divisions.choices} />
        <ChoiceSelect
          name="functionId"
          label="Function"
          choices={lookups.functions.choices}
          onPicked={(value) => dropChild('subFunctionId', lookups.subFunctionsOf(value))}
        />
        <ChoiceSelect name="subFunctionId" label="Sub Function" choices={subFunctions} placeholder={functionId ? 'Select…' : 'Choose a function first'} />
        <ChoiceSelect
          name="locationId"
          label="Location"
          choices={lookups.locations.choices}
          onPicked={(value) => {
            const country = lookups.locationCountry(value);
            if (country && !getValues('country')) setValue('country', country, { shouldDirty: true });
          }}
        />
        <ChoiceSelect name="country" label="Country" choices={lookups.countries.choices} />
        <ChoiceSelect name="groupId" label="Group" choices={lookups.groups.choices} />
      </div>
      <HiringFields lookups={lookups} />
    </div>
  );
}
