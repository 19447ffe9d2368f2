import { ROLES } from '../../../../shared/contract/permissions';
import {
  ROLE_LABELS,
  UserCreateSchema,
  UserRoleSchema,
  type UserAccount,
  type UserCreateFields,
  type UserCreateInput,
} from '../../../../shared/contract/users-manage';
import type { Role } from '../../../../shared/contract/permissions';
import { FormDialog } from '../../../ui/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { fullName } from '../../../lib/formats';

const roleChoices = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Add user: name, e-mail (their sign-in name) and role; saving makes their one-time sign-in link. */
export function AddUserDialog(props: { onClose: () => void; onSave: (draft: UserCreateFields) => Promise<unknown> }) {
  const kit = useKitForm<UserCreateInput, UserCreateFields>({
    schema: UserCreateSchema,
    defaultValues: { name: '', lastName: '', email: '', role: 'employee' },
    onSubmit: async (draft) => void (await props.onSave(draft)),
    fallbackMessage: 'The user could not be added. Please try again.',
    required: ['name', 'email', 'role'],
  });
  const { control } = kit.form;
  return (
    <FormDialog title="Add user" onClose={props.onClose} kit={kit} submitLabel="Add user">
      <TextField control={control} name="name" label="First name" />
      <TextField control={control} name="lastName" label="Last name" />
      <TextField control={control} name="email" label="E-mail" type="email" hint="They sign in with this address." />
      <SelectField control={control} name="role" label="Role" choices={roleChoices} />
    </FormDialog>
  );
}

/** Change role: the server keeps the last active admin and the admin's own role (its message shows here). */
export function ChangeRoleDialog(props: { user: UserAccount; onClose: () => void; onSave: (role: Role) => Promise<unknown> }) {
  const kit = useKitForm({
    schema: UserRoleSchema,
    defaultValues: { role: props.user.role },
    onSubmit: async (draft) => void (await props.onSave(draft.role)),
    fallbackMessage: 'The role could not be changed. Please try again.',
    required: ['role'],
  });
  return (
    <FormDialog title={`Change role of ${fullName(props.user)}`} onClose={props.onClose} kit={kit}>
      <SelectField control={kit.form.control} name="role" label="Role" choices={roleChoices} />
    </FormDialog>
  );
}
