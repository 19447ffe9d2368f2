import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button, ColorSwatch, SwatchPicker } from '@fluentui/react-components';
import { DEFAULT_STAGE_COLOUR, HiringProcessStageInputSchema } from '../../../../shared/contract/hiring-process';
import { SideDrawer } from '../../../ui/side-drawer';
import { KitForm } from '../../../ui/form/kit-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import type { ProcessStageDraft } from '../api';

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

/** 'Add Stage': a right drawer with the stage name and colour, Cancel and Save. */
export function AddStageDrawer({ open, processName, onClose, onSave }: AddStageDrawerProps) {
  const formId = useId();
  const kit = useKitForm({
    schema: HiringProcessStageInputSchema,
    defaultValues: { name: '', colour: DEFAULT_STAGE_COLOUR },
    onSubmit: async (values) => {
      await onSave(values);
      close();
    },
    fallbackMessage: 'The stage could not be saved. Please try again.',
    required: ['name'],
  });
  const close = () => {
    kit.reset();
    onClose();
  };

  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && !kit.pending && close()}
      title="Add Stage"
      size="small"
      footer={
        <>
          <Button appearance="secondary" onClick={close} disabled={kit.pending}>
            Cancel
          </Button>
          <SubmitButton pending={kit.pending} form={formId}>
            Save
          </SubmitButton>
        </>
      }
    >
      <KitForm kit={kit} id={formId} label={`New stage of ${processName}`}>
        <TextField control={kit.form.control} name="name" label="Stage Name" />
        <Controller
          control={kit.form.control}
          name="colour"
          render={({ field }) => (
            <SwatchPicker
              aria-label="Stage colour"
              selectedValue={(field.value ?? '').toLowerCase()}
              onSelectionChange={(_event, data) => field.onChange(data.selectedValue)}
            >
              {SWATCHES.map((swatch) => (
                <ColorSwatch key={swatch.value} color={swatch.value} value={swatch.value} aria-label={swatch.label} />
              ))}
            </SwatchPicker>
          )}
        />
        <TextField control={kit.form.control} name="colour" label="Colour" hint="A hex colour such as #0f6cbd" />
      </KitForm>
    </SideDrawer>
  );
}
