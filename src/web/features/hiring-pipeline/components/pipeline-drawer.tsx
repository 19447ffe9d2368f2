import { useId, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { SubmitButton } from '../../../ui/form/submit-button';
import { SideDrawer } from '../../../ui/side-drawer';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { usePipeline, usePipelineMutations, type PipelineDraft } from '../api';
import { PipelineForm, type PipelineFormMode } from './pipeline-form';

export interface PipelineDrawerState {
  mode: PipelineFormMode;
  /** null when creating. */
  id: number | null;
}

export interface PipelineDrawerProps {
  state: PipelineDrawerState | null;
  onClose: () => void;
}

const titles: Record<PipelineFormMode, string> = { create: 'Create Pipeline', edit: 'Edit Pipeline', view: 'View Pipeline' };
export const PIPELINE_SAVED = SUCCESS_TEXT.submitted;
const emptyDraft: PipelineDraft = { name: '', stageIds: [] };

/** The Create / Edit / View Pipeline side drawer; view disables the fields and hides Save. */
export function PipelineDrawer({ state, onClose }: PipelineDrawerProps) {
  const formId = useId();
  const mode = state?.mode ?? 'create';
  const pipeline = usePipeline(state?.id ?? null);
  const mutations = usePipelineMutations();
  const loaded = pipeline.data?.data;
  const waiting = state !== null && state.id !== null && !loaded && !pipeline.error;

  // The footer's Save sits outside the form, so the drawer tracks its own save.
  const [pending, setPending] = useState(false);

  const save = async (draft: PipelineDraft) => {
    setPending(true);
    try {
      if (state?.id) await mutations.update(state.id, draft);
      else await mutations.create(draft);
    } finally {
      setPending(false);
    }
    notifySuccess(PIPELINE_SAVED);
    onClose();
  };

  return (
    <SideDrawer
      open={state !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={titles[mode]}
      footer={
        <>
          <Button appearance="secondary" disabled={pending} onClick={onClose}>
            {mode === 'view' ? 'Close' : 'Cancel'}
          </Button>
          {mode !== 'view' && (
            <SubmitButton pending={pending} form={formId} disabled={waiting}>
              Save
            </SubmitButton>
          )}
        </>
      }
    >
      {waiting && <Spinner label="Loading pipeline…" />}
      {pipeline.error instanceof Error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{pipeline.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {state !== null && !waiting && !pipeline.error && (
        <PipelineForm
          // A fresh form per pipeline and mode, so defaults are never stale.
          key={`${mode}-${state.id ?? 'new'}`}
          id={formId}
          mode={mode}
          initial={loaded && state.id !== null ? { name: loaded.name, stageIds: loaded.stage.map((s) => s.id) } : emptyDraft}
          knownStages={loaded?.stage ?? []}
          onSubmit={save}
        />
      )}
    </SideDrawer>
  );
}
