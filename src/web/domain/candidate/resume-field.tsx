import { useRef } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { RESUME_HINT } from '../../../shared/contract/application-intake';
import { KitField } from '../../ui/form/kit-field';
import { useFormMeta } from '../../ui/form/form-meta';

export interface ResumeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Marked required (a referral needs a resume; Add applicant does not). */
  required?: boolean;
}

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  hidden: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
});

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The resume picker of Add applicant and Refer a candidate: a PDF of at most 5 MB (the form's schema says so at once; the server checks the content). */
export function ResumeField<T extends FieldValues>({ control, name, required = false }: ResumeFieldProps<T>) {
  const styles = useStyles();
  const meta = useFormMeta();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const file = value instanceof File ? value : null;
        return (
          <KitField label="Resume" hint={RESUME_HINT} required={required} error={fieldState.error?.message}>
            <div className={styles.row}>
              <input
                ref={input}
                className={styles.hidden}
                type="file"
                accept="application/pdf,.pdf"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  field.onBlur();
                  // The same file picked again after removing it must fire change again.
                  event.target.value = '';
                }}
              />
              <Button ref={field.ref} icon={<AttachRegular />} disabled={meta.disabled} onClick={() => input.current?.click()}>
                {file ? 'Choose another PDF' : 'Choose PDF'}
              </Button>
              {file && (
                <>
                  <Text className={styles.name}>{`${file.name} (${sizeText(file.size)})`}</Text>
                  <Button
                    appearance="subtle"
                    icon={<DismissRegular />}
                    aria-label="Remove the resume"
                    disabled={meta.disabled}
                    onClick={() => field.onChange(null)}
                  />
                </>
              )}
            </div>
          </KitField>
        );
      }}
    />
  );
}
