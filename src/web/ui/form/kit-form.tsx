import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FormMetaContext } from './form-meta';
import { FormFailure } from './form-failure';
import { LeaveGuard } from './leave-guard';
import type { KitForm as Kit } from './use-kit-form';

export interface KitFormProps<TInput extends FieldValues, TOutput> {
  kit: Kit<TInput, TOutput>;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  /** Buttons under the fields. */
  actions?: ReactNode;
  /** A page form asks before unsaved edits are lost; dialogs and drawers do not navigate. */
  guardLeave?: boolean;
  /** Lets a button outside the form (a drawer's footer) submit it. */
  id?: string;
  className?: string;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A form of the kit: its fields, the failure no field could carry, the buttons and the leave guard. */
export function KitForm<TInput extends FieldValues, TOutput>({
  kit,
  label,
  children,
  actions,
  guardLeave = false,
  id,
  className,
}: KitFormProps<TInput, TOutput>) {
  const styles = useStyles();
  return (
    <FormProvider {...kit.form}>
      <FormMetaContext.Provider value={kit.meta}>
        <form
          id={id}
          className={mergeClasses(styles.form, className)}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void kit.submit();
          }}
        >
          {children}
          <FormFailure message={kit.failure} />
          {actions && <div className={styles.actions}>{actions}</div>}
        </form>
        {guardLeave && <LeaveGuard dirty={kit.form.formState.isDirty} saving={kit.isSaving} />}
      </FormMetaContext.Provider>
    </FormProvider>
  );
}
