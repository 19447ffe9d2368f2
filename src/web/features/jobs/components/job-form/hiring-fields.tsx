import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, Skeleton, SkeletonItem, Subtitle2 } from '@fluentui/react-components';
import type { JobFormValues } from './form-values';
import { ChoiceSelect, TextField } from './field-controls';
import { useJobFormMeta } from './job-form-context';
import { useSectionStyles } from './section-styles';
import { PersonSelect, SearchTagPicker } from './search-pickers';
import { useSkillSearch, useUserSearch, type JobLookups } from './use-job-lookups';

// Quill is large: it loads only with this form, not with the app shell.
const RichTextEditor = lazy(async () => ({ default: (await import('../../../../ui/rich-text-editor')).RichTextEditor }));

function DescriptionEditor() {
  const { control, formState } = useFormContext<JobFormValues>();
  const meta = useJobFormMeta();
  return (
    <Controller
      control={control}
      name="jobDescription"
      render={({ field, fieldState }) => (
        <Field label="Description" required={meta.required.has('jobDescription')} validationMessage={fieldState.error?.message}>
          <Suspense
            fallback={
              <Skeleton aria-label="Loading editor">
                <SkeletonItem size={128} />
              </Skeleton>
            }
          >
            {/* The editor is uncontrolled: it reads the saved description once. */}
            <RichTextEditor aria-label="Description" value={formState.defaultValues?.jobDescription ?? ''} onChange={field.onChange} readOnly={meta.disabled} invalid={fieldState.invalid} />
          </Suspense>
        </Field>
      )}
    />
  );
}

export interface HiringFieldsProps {
  lookups: JobLookups;
}

/** People, process, skills and the description. */
export function HiringFields({ lookups }: HiringFieldsProps) {
  const styles = useSectionStyles();
  const meta = useJobFormMeta();
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        Hiring
      </Subtitle2>
      <div className={styles.grid}>
        <PersonSelect name="hiringManagerId" label="Hiring Manager" useSearch={useUserSearch} />
        <PersonSelect name="recruitingManagerId" label="Recruiting Manager" useSearch={useUserSearch} />
        <ChoiceSelect name="pipeLineId" label="Hiring Pipeline" choices={lookups.pipelines.choices} />
        <ChoiceSelect name="questionGroupId" label="Question Group" choices={lookups.questionGroups.choices} hint="Groups without questions cannot be chosen." />
        <SearchTagPicker name="skills" label="Skills" noun="skills" known={meta.known.skills} useSearch={useSkillSearch} />
        <SearchTagPicker name="userId" label="E-mail Recipients" noun="recipients" known={meta.known.users} useSearch={useUserSearch} />
      </div>
      <TextField name="jobProfile" label="Job Profile" multiline maxLength={2000} />
      <DescriptionEditor />
    </>
  );
}
