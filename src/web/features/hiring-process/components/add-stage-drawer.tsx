import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, ColorSwatch, Field, Input, MessageBar, MessageBarBody, SwatchPicker, makeStyles, tokens } from '@fluentui/react-components';
import {
  DEFAULT_STAGE_COLOUR,
  HiringProcessStageInputSchema,
  type HiringProcessStageInput,
} from '../../../../shared/contract/hiring-process';
import { SideDrawer } from '../../../ui/side-drawer';
import type { ProcessStageDraft } from '../api';
import { errorMessage } from '../../../lib/api';

export interface AddStageDrawerProps {
  open: boolean;
  processName: string;
  onClose: () => void;
  /** Saves; a rejection's message is shown in the drawer. */
  onSave: (draft: ProcessStageDraft) => Promise<void>;
}

/** Stage colours are data (they colour the stage's badge), offered as swatches; any hex may be typed. */
const SWATCHES: readonly { value: string; label: string }[] = [
  { value: '#0f6cbd', label: 'Blue' },
  { value: '#8764b8', label: 'Lavender' },
  { value: '#13a10e', label: 'Green' },
  { value: '#ca5010', label: 'Orange' },
  { value: '#5c2e91', label: 'Purple' },
  { value: '#038387', label: 'Teal' },
  { value: '#986f0b', label: 'Gold' },
  { value: '#d13438', label: 'Red' },
];

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 'Add Stage': a right drawer with the stage name and colour, Cancel and Save. */
export function AddStageDrawer({ open, processName, onClose, onSave }: AddStageDrawerProps) {
  const styles = useStyles();
  const formId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<HiringProcessStageInput, unknown, ProcessStageDraft>({
    defaultValues: { name: '', colour: DEFAULT_STAGE_COLOUR },
    resolver: valibotResolver(HiringProcessStageInputSchema),
  });
  const pending = formState.isSubmitting;
  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
      close();
    } catch (error) {
      setServerError(errorMessage(error, 'The stage could not be saved. Please try again.'));
    }
  });

  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add Stage"
      size="small"
      footer={
        <>
          <Button appearance="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button appearance="primary" type="submit" form={formId} disabled={pending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`New stage of ${processName}`}>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <Field label="Stage Name" required validationMessage={fieldState.error?.message}>
              <Input {...field} value={field.value ?? ''} disabled={pending} maxLength={100} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="colour"
          render={({ field, fieldState }) => (
            <>
              <SwatchPicker
                aria-label="Stage colour"
                selectedValue={(field.value ?? '').toLowerCase()}
                onSelectionChange={(_event, data) => field.onChange(data.selectedValue)}
              >
                {SWATCHES.map((swatch) => (
                  <ColorSwatch key={swatch.value} color={swatch.value} value={swatch.value} aria-label={swatch.label} />
                ))}
              </SwatchPicker>
              <Field label="Colour" hint="A hex colour such as #0f6cbd" validationMessage={fieldState.error?.message}>
                <Input {...field} value={field.value ?? ''} disabled={pending} maxLength={7} />
              </Field>
            </>
          )}
        />
        {serverError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{serverError}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </SideDrawer>
  );
}
