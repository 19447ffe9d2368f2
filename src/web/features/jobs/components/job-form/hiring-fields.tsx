import { useFormContext } from 'react-hook-form';
import { Subtitle2 } from '@fluentui/react-components';
import { FormFields, type FieldSpec } from '../../../../ui/form/form-fields';
import type { JobFormValues } from './form-values';
import { useJobFormMeta } from './job-form-context';
import { useSectionStyles } from './section-styles';
import { useSkillSearch, useUserSearch, type JobLookups } from './use-job-lookups';

export interface HiringFieldsProps {
  lookups: JobLookups;
}

/** People, process, skills and the description. */
export function HiringFields({ lookups }: HiringFieldsProps) {
  const styles = useSectionStyles();
  const meta = useJobFormMeta();
  const { control } = useFormContext<JobFormValues>();
  const { users, skills } = meta.known;
  const people: FieldSpec<JobFormValues>[] = [
    { kind: 'person', name: 'hiringManagerId', label: 'Hiring Manager', known: users, useSearch: useUserSearch },
    { kind: 'person', name: 'recruitingManagerId', label: 'Recruiting Manager', known: users, useSearch: useUserSearch },
    { kind: 'select', name: 'pipeLineId', label: 'Hiring Pipeline', choices: lookups.pipelines.choices },
    {
      kind: 'select',
      name: 'questionGroupId',
      label: 'Question Group',
      choices: lookups.questionGroups.choices,
      hint: 'Groups without questions cannot be chosen.',
    },
    { kind: 'tags', name: 'skills', label: 'Skills', noun: 'skills', known: skills, useSearch: useSkillSearch },
    { kind: 'tags', name: 'userId', label: 'E-mail Recipients', noun: 'recipients', known: users, useSearch: useUserSearch },
  ];
  const texts: FieldSpec<JobFormValues>[] = [
    { kind: 'text', name: 'jobProfile', label: 'Job Profile', multiline: true },
    { kind: 'rich-text', name: 'jobDescription', label: 'Description' },
  ];
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        Hiring
      </Subtitle2>
      <div className={styles.grid}>
        <FormFields control={control} fields={people} />
      </div>
      <FormFields control={control} fields={texts} />
    </>
  );
}
