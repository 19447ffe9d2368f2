import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { Button, Field, Image, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFormMeta } from './form-meta';

/** What the file picker offers; the server checks the bytes again. */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The browser's own check of a chosen .jpg or .png before upload: the message, or null when it is fine. */
export function imageFileProblem(file: File, limits: { maxBytes: number; wrongType: string; tooLarge: string }): string | null {
  const named = /\.(jpe?g|png)$/i.test(file.name);
  if (!['image/jpeg', 'image/png'].includes(file.type) || !named) return limits.wrongType;
  if (file.size > limits.maxBytes) return limits.tooLarge;
  return null;
}

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A fixed box, the image fitted inside: a small image is seen as well as a large one.
  preview: {
    width: '240px',
    maxWidth: '100%',
    height: '140px',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  hidden: { display: 'none' },
  name: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** A preview address for the chosen file: made when it is chosen, released when replaced or on leaving. */
function useFilePreview() {
  const current = useRef<string | undefined>(undefined);
  const [url, setUrl] = useState<string>();
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = undefined;
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : undefined;
    setUrl(current.current);
  };
  return [url, show] as const;
}

export interface ImageFieldProps<T extends FieldValues> {
  label: string;
  required?: boolean;
  /** Says the kinds and the size limit (the limits are said, not silently applied). */
  hint: string;
  /** The form's File field. */
  name: Path<T>;
  /** The form's flag asking to drop the stored image on save: with it, a Remove button. */
  removeName?: Path<T>;
  /** The stored image's address, when there is one (and it is not being removed). */
  storedUrl?: string;
  /** The preview's accessible name. */
  previewName: string;
  /** Why a chosen file cannot be taken, or null (imageFileProblem with the form's limits). */
  problemOf: (file: File) => string | null;
}

/** An image upload field: a .jpg or .png, previewed (the chosen file, else the stored one); Replace and, optionally, Remove. */
export function ImageField<T extends FieldValues>({
  label,
  required,
  hint,
  name,
  removeName,
  storedUrl,
  previewName,
  problemOf,
}: ImageFieldProps<T>) {
  const { disabled } = useFormMeta();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const { control, setValue, getFieldState, formState, clearErrors } = useFormContext<T>();
  const file = useWatch({ control, name }) as File | null | undefined;
  const removing = useWatch({ control, name: (removeName ?? name) as Path<T> }) === true;
  const [problem, setProblem] = useState<string | null>(null);
  const [fileUrl, showFile] = useFilePreview();
  const stored = removing ? undefined : storedUrl;
  const preview = (file && fileUrl) || stored;

  const set = (field: Path<T>, value: unknown) => setValue(field, value as never, { shouldDirty: true });
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const issue = problemOf(chosen);
    setProblem(issue);
    clearErrors(name);
    if (issue) return;
    set(name, chosen);
    showFile(chosen);
  };
  const remove = () => {
    setProblem(null);
    if (file) {
      set(name, null);
      showFile(null);
    } else if (removeName) set(removeName, true);
  };

  return (
    <Field
      label={label}
      required={required && !disabled}
      hint={hint}
      validationMessage={problem ?? getFieldState(name, formState).error?.message}
    >
      {(fieldControl) => (
        <>
          <div className={styles.row}>
            {/* The Field's label names this input; the visible button opens it. */}
            <input
              {...fieldControl}
              ref={input}
              className={styles.hidden}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={disabled}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // Choosing the same file again after Remove must fire a change.
                event.target.value = '';
              }}
            />
            {/* Disabled, not hidden, while viewing or saving: like every other field of the form. */}
            <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => input.current?.click()}>
              {preview ? 'Replace image' : 'Upload image'}
            </Button>
            {removeName && preview && (
              <Button icon={<DeleteRegular />} appearance="subtle" disabled={disabled} onClick={remove}>
                Remove image
              </Button>
            )}
            {file && <Text className={styles.name}>{file.name}</Text>}
          </div>
          {preview && <Image className={styles.preview} src={preview} alt={previewName} />}
        </>
      )}
    </Field>
  );
}
