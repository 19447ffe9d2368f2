import { makeStyles } from '@fluentui/react-components';
import { GroupInputSchema, type GroupFields, type GroupInput, type GroupMember } from '../../../../shared/contract/group';
import { KitForm } from '../../../ui/form/kit-form';
import { RadioField } from '../../../ui/form/radio-field';
import { RecordActions, type RecordMode } from '../../../ui/form/record-form-page';
import { RichTextField } from '../../../ui/form/rich-text-field';
import { SearchTagsField } from '../../../ui/form/search-tags-field';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { memberChoices, useMemberSearch } from './member-picker';

export type GroupFormMode = RecordMode;

export interface GroupFormProps {
  mode: GroupFormMode;
  initial: GroupInput;
  /** Saved members, so the picker can name them before any search. */
  knownMembers: GroupMember[];
  /** Saves; a rejection lands on its field or above the buttons. */
  onSubmit: (fields: GroupFields) => Promise<void>;
  onCancel: () => void;
}

const useStyles = makeStyles({ form: { maxWidth: '760px' } });

const ACTIVE = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'InActive' },
];
const CHAT = [
  { value: '1', label: 'Enable' },
  { value: '0', label: 'Disable' },
];

/** Create, edit and view share one form; view disables every field and hides Save. */
export function GroupForm({ mode, initial, knownMembers, onSubmit, onCancel }: GroupFormProps) {
  const styles = useStyles();
  const kit = useKitForm({
    schema: GroupInputSchema,
    defaultValues: initial,
    onSubmit,
    fallbackMessage: 'The group could not be saved. Please try again.',
    required: ['groupName', 'activeStatus', 'enableReferralChat', 'members', 'groupDescription'],
    readOnly: mode === 'view',
  });
  const { control } = kit.form;
  return (
    <KitForm
      kit={kit}
      label="Group"
      className={styles.form}
      guardLeave={mode !== 'view'}
      actions={<RecordActions mode={mode} pending={kit.pending} onCancel={onCancel} />}
    >
      <TextField control={control} name="groupName" label="Group Name" />
      <RadioField control={control} name="activeStatus" label="Active Status" choices={ACTIVE} />
      <RadioField control={control} name="enableReferralChat" label="Enable Referral Chat" choices={CHAT} />
      <SearchTagsField
        control={control}
        name="members"
        label="Members"
        noun="members"
        known={memberChoices(knownMembers)}
        useSearch={useMemberSearch}
      />
      <RichTextField control={control} name="groupDescription" label="Description" />
    </KitForm>
  );
}
