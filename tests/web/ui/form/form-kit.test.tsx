import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { SourceCreateSchema } from '../../../../src/shared/contract/applicant-source';
import { HiringProcessStageInputSchema } from '../../../../src/shared/contract/hiring-process';
import { JobInputSchema } from '../../../../src/shared/contract/job';
import { hasRichTextContent } from '../../../../src/shared/rules/rich-text';
import { ApiError } from '../../../../src/web/lib/api';
import { KitForm } from '../../../../src/web/ui/form/kit-form';
import { counterText } from '../../../../src/web/ui/form/kit-field';
import { RichTextField } from '../../../../src/web/ui/form/rich-text-field';
import { fieldLimit } from '../../../../src/web/ui/form/schema-limits';
import { applyServerErrors } from '../../../../src/web/ui/form/server-errors';
import { TextField } from '../../../../src/web/ui/form/text-field';
import { useKitForm } from '../../../../src/web/ui/form/use-kit-form';
import { renderUi } from '../render-ui';

describe('field limits come from the shared schemas', () => {
  it('reads maxLength through pipes, optional wrappers and transforms', () => {
    expect(fieldLimit(SourceCreateSchema, 'source')).toBe(100);
    expect(fieldLimit(SourceCreateSchema, 'identifier')).toBe(60);
    expect(fieldLimit(SourceCreateSchema, 'description')).toBe(1000);
    expect(fieldLimit(JobInputSchema, 'jobTitle')).toBe(200);
    expect(fieldLimit(JobInputSchema, 'slug')).toBe(200);
  });

  it('has no limit for a field the schema does not bound', () => {
    expect(fieldLimit(HiringProcessStageInputSchema, 'colour')).toBeUndefined();
    expect(fieldLimit(SourceCreateSchema, 'unknown')).toBeUndefined();
  });
});

describe('counterText', () => {
  it('stays hidden until 80 % of the limit, then says typed / allowed, also past it', () => {
    expect(counterText(79, 100)).toBeNull();
    expect(counterText(80, 100)).toBe('80 / 100');
    expect(counterText(150, 100)).toBe('150 / 100');
    expect(counterText(5, undefined)).toBeNull();
  });
});

describe('applyServerErrors', () => {
  const fields = new Set(['name', 'stage']);

  it("puts a 422's messages on the fields they name, a list entry on its list", () => {
    const setError = vi.fn();
    const result = applyServerErrors(
      new ApiError(422, 'Unknown stage.', { 'stage[0].stageId': ['Unknown stage.'], name: ['Taken.'] }),
      setError,
      fields,
      'Failed.',
    );
    expect(setError).toHaveBeenCalledWith('stage', { type: 'server', message: 'Unknown stage.' });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Taken.' });
    expect(result).toEqual({ fields: ['stage', 'name'], message: null });
  });

  it('says a refusal no field can carry above the buttons', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(409, "'Panel' already exists."), setError, fields, 'Failed.')).toEqual({
      fields: [],
      message: "'Panel' already exists.",
    });
    expect(applyServerErrors(new ApiError(422, 'Bad.', { other: ['Bad.'] }), setError, fields, 'Failed.').message).toBe('Bad.');
    expect(applyServerErrors(undefined, setError, fields, 'Failed.').message).toBe('Failed.');
    expect(setError).not.toHaveBeenCalled();
  });
});

const NoteSchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty('Please enter a title.'), v.maxLength(10, 'The title must be at most 10 characters.')),
  body: v.pipe(v.string(), v.check(hasRichTextContent, 'Please write the note.')),
});

function NoteForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof NoteSchema>) => Promise<void> }) {
  const kit = useKitForm({
    schema: NoteSchema,
    defaultValues: { title: 'Minutes', body: '<p>Agreed.</p>' },
    onSubmit,
    fallbackMessage: 'Not saved.',
    required: ['title', 'body'],
  });
  return (
    <KitForm kit={kit} label="Note" actions={<button type="submit">Save</button>}>
      <TextField control={kit.form.control} name="title" label="Title" />
      <RichTextField control={kit.form.control} name="body" label="Body" />
    </KitForm>
  );
}

describe('kit form', () => {
  it('checks the text the rich-text editor shows even when Save follows the edit at once', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderUi(<NoteForm onSubmit={onSubmit} />);
    const body = await screen.findByRole('textbox', { name: 'Body' });
    body.innerHTML = '<p><br></p>';
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please write the note.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the counter near the limit and the schema message past it while typing, keeping every character', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderUi(<NoteForm onSubmit={onSubmit} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Weekly sync');
    expect(title).toHaveValue('Weekly sync');
    expect(await screen.findByText('The title must be at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('11 / 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(title, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('The title must be at most 10 characters.')).not.toBeInTheDocument());
  });

  it('saves once however often Save is pressed while the save runs', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<NoteForm onSubmit={onSubmit} />);
    await screen.findByRole('textbox', { name: 'Body' });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.click(save);
    fireEvent.click(save);
    finish();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
