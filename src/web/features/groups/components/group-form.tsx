import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Skeleton, SkeletonItem, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { GroupInputSchema, type GroupFields, type GroupInput, type GroupMember } from '../../../../shared/contract/group';
import { MemberPicker } from './member-picker';
import { errorMessage } from '../../../lib/api';

// Quill is large: it loads only with this form, not with the app shell.
const RichTextEditor = lazy(async () => ({ default: (await import('../../../ui/rich-text-editor')).RichTextEditor }));

export type GroupFormMode = 'create' | 'edit' | 'view';

export interface GroupFormValues {
  groupName: string;
  activeStatus: string;
  enableReferralChat: string;
  members: number[];
  groupDescription: string;
}

export interface GroupFormProps {
  mode: GroupFormMode;
  initial: GroupFormValues;
  /** Saved members, so the picker can name them before any search. */
  knownMembers: GroupMember[];
  /** Saves; a rejection's message is shown above the buttons. */
  onSubmit: (fields: GroupFields) => Promise<void>;
  onCancel: () => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Create, edit and view share one form; view disables every field and hides Save. */
export function GroupForm({ mode, initial, knownMembers, onSubmit, onCancel }: GroupFormProps) {
  const styles = useStyles();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<GroupInput, unknown, GroupFields>({
    defaultValues: initial,
    resolver: valibotResolver(GroupInputSchema),
  });
  const viewing = mode === 'view';
  const pending = formState.isSubmitting;
  const locked = viewing || pending;

  const submit = handleSubmit(async (fields) => {
    setServerError(null);
    try {
      await onSubmit(fields);
    } catch (error) {
      setServerError(errorMessage(error, 'The group could not be saved. Please try again.'));
    }
  });

  const flag = (name: 'activeStatus' | 'enableReferralChat', label: string, on: string, off: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={!viewing} validationMessage={fieldState.error?.message}>
          <RadioGroup layout="horizontal" value={String(field.value ?? '')} onChange={(_, data) => field.onChange(data.value)} disabled={locked}>
            <Radio value="1" label={on} />
            <Radio value="0" label={off} />
          </RadioGroup>
        </Field>
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Group">
      <Controller
        control={control}
        name="groupName"
        render={({ field, fieldState }) => (
          <Field label="Group Name" required={!viewing} validationMessage={fieldState.error?.message}>
            <Input name={field.name} ref={field.ref} value={field.value ?? ''} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={locked} maxLength={150} />
          </Field>
        )}
      />
      {flag('activeStatus', 'Active Status', 'Active', 'InActive')}
      {flag('enableReferralChat', 'Enable Referral Chat', 'Enable', 'Disable')}
      <Controller
        control={control}
        name="members"
        render={({ field, fieldState }) => (
          <Field label="Members" required={!viewing} validationMessage={fieldState.error?.message}>
            <MemberPicker
              value={(Array.isArray(field.value) ? field.value : []).map(Number)}
              onChange={field.onChange}
              known={knownMembers}
              disabled={locked}
              invalid={fieldState.invalid}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="groupDescription"
        render={({ field, fieldState }) => (
          <Field label="Description" required={!viewing} validationMessage={fieldState.error?.message}>
            <Suspense fallback={<Skeleton aria-label="Loading editor"><SkeletonItem size={128} /></Skeleton>}>
              <RichTextEditor aria-label="Description" value={initial.groupDescription} onChange={field.onChange} readOnly={locked} invalid={fieldState.invalid} />
            </Suspense>
          </Field>
        )}
      />
      {serverError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {!viewing && (
          <Button type="submit" appearance="primary" disabled={pending} icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
            Save
          </Button>
        )}
        <Button appearance="secondary" onClick={onCancel} disabled={pending}>
          {viewing ? 'Back' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}
