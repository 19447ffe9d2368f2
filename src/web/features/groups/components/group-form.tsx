import { makeStyles } from '@fluentui/react-components';
import { GroupInputSchema, type GroupFields, type GroupInput, type GroupMember } from '../../../../shared/contract/group';
import { FormFields, type FieldSpec } from '../../../ui/form/form-fields';
import { RecordForm, type RecordMode } from '../../../ui/form/record-form-page';
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
  const fields: FieldSpec<GroupInput>[] = [
    { kind: 'text', name: 'groupName', label: 'Group Name' },
    { kind: 'radio', name: 'activeStatus', label: 'Active Status', choices: ACTIVE },
    { kind: 'radio', name: 'enableReferralChat', label: 'Enable Referral Chat', choices: CHAT },
    { kind: 'tags', name: 'members', label: 'Members', noun: 'members', known: memberChoices(knownMembers), useSearch: useMemberSearch },
    { kind: 'rich-text', name: 'groupDescription', label: 'Description' },
  ];
  const kit = useKitForm({
    schema: GroupInputSchema,
    defaultValues: initial,
    onSubmit,
    fallbackMessage: 'The group could not be saved. Please try again.',
    // Every field of a group is required.
    required: fields.map((field) => field.name),
    readOnly: mode === 'view',
  });
  return (
    <RecordForm kit={kit} label="Group" mode={mode} onCancel={onCancel} className={styles.form}>
      <FormFields control={kit.form.control} fields={fields} />
    </RecordForm>
  );
}
