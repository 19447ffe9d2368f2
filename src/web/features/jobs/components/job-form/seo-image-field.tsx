import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, Field, Image, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { SEO_IMAGE_MAX_BYTES, SEO_IMAGE_TOO_LARGE, SEO_IMAGE_TYPE_INVALID } from '../../../../../shared/contract/job';
import { useSeoImageUrl } from '../../api';
import { useFormMeta } from '../../../../ui/form/form-meta';
import type { JobFormValues } from './form-values';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];

/** The browser's own check before upload; the server checks the bytes again. */
export function seoImageProblem(file: File): string | null {
  const named = /\.(jpe?g|png)$/i.test(file.name);
  if (!ACCEPTED_TYPES.includes(file.type) || !named) return SEO_IMAGE_TYPE_INVALID;
  if (file.size > SEO_IMAGE_MAX_BYTES) return SEO_IMAGE_TOO_LARGE;
  return null;
}

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: {
    maxWidth: '240px',
    maxHeight: '140px',
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  hidden: { display: 'none' },
  name: { color: tokens.colorNeutralForeground2 },
});

/** A preview URL for the chosen file: made when it is chosen, released when replaced or on leaving. */
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

export interface SeoImageFieldProps {
  /** The saved job, whose stored image is previewed. */
  jobId?: number;
  hasStoredImage: boolean;
}

/** SEO image: .jpg or .png up to 2 MB, previewed; Remove drops a new file or, on save, the stored one. */
export function SeoImageField({ jobId, hasStoredImage }: SeoImageFieldProps) {
  const { disabled } = useFormMeta();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const { control, setValue, formState, clearErrors } = useFormContext<JobFormValues>();
  const [file, removeImage] = useWatch({ control, name: ['file', 'removeImage'] });
  const [problem, setProblem] = useState<string | null>(null);
  const storedUrl = useSeoImageUrl(jobId, hasStoredImage && !removeImage);
  const [fileUrl, showFile] = useFilePreview();
  const preview = (file && fileUrl) || (removeImage ? undefined : storedUrl);
  const showsStored = !file && hasStoredImage && !removeImage;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const issue = seoImageProblem(chosen);
    setProblem(issue);
    clearErrors('file');
    if (issue) return;
    setValue('file', chosen, { shouldDirty: true });
    showFile(chosen);
  };
  const remove = () => {
    setProblem(null);
    if (file) {
      setValue('file', null, { shouldDirty: true });
      showFile(null);
    } else setValue('removeImage', true, { shouldDirty: true });
  };

  return (
    <Field label="Seo Image" hint="A .jpg or .png file of at most 2 MB." validationMessage={problem ?? formState.errors.file?.message}>
      {(fieldControl) => (
        <>
          <div className={styles.row}>
            {/* The Field's label names this input; the visible button opens it. */}
            <input
              {...fieldControl}
              ref={input}
              className={styles.hidden}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              disabled={disabled}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // Choosing the same file again after Remove must fire a change.
                event.target.value = '';
              }}
            />
            <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => input.current?.click()}>
              {file || showsStored ? 'Replace image' : 'Upload image'}
            </Button>
            {(file || showsStored) && (
              <Button icon={<DeleteRegular />} appearance="subtle" disabled={disabled} onClick={remove}>
                Remove image
              </Button>
            )}
            {file && <Text className={styles.name}>{file.name}</Text>}
          </div>
          {preview && <Image className={styles.preview} src={preview} alt="SEO image preview" />}
        </>
      )}
    </Field>
  );
}
