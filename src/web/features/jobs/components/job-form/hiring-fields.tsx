import { useFormContext } from 'react-hook-form';
import { Subtitle2 } from '@fluentui/react-components';
import { PersonField } from '../../../../ui/form/person-field';
import { RichTextField } from '../../../../ui/form/rich-text-field';
import { SearchTagsField } from '../../../../ui/form/search-tags-field';
import { SelectField } from '../../../../ui/form/select-field';
import { TextField } from '../../../../ui/form/text-field';
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
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        Hiring
      </Subtitle2>
      <div className={styles.grid}>
        <PersonField control={control} name="hiringManagerId" label="Hiring Manager" known={meta.known.users} useSearch={useUserSearch} />
        <PersonField
          control={control}
          name="recruitingManagerId"
          label="Recruiting Manager"
          known={meta.known.users}
          useSearch={useUserSearch}
        />
        <SelectField control={control} name="pipeLineId" label="Hiring Pipeline" choices={lookups.pipelines.choices} />
        <SelectField
          control={control}
          name="questionGroupId"
          label="Question Group"
          choices={lookups.questionGroups.choices}
          hint="Groups without questions cannot be chosen."
        />
        <SearchTagsField
          control={control}
          name="skills"
          label="Skills"
          noun="skills"
          known={meta.known.skills}
          useSearch={useSkillSearch}
        />
        <SearchTagsField
          control={control}
          name="userId"
          label="E-mail Recipients"
          noun="recipients"
          known={meta.known.users}
          useSearch={useUserSearch}
        />
      </div>
      <TextField control={control} name="jobProfile" label="Job Profile" multiline />
      <RichTextField control={control} name="jobDescription" label="Description" />
    </>
  );
}
