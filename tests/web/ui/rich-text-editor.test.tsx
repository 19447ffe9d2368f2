import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RichTextEditor } from '../../../src/web/ui/rich-text-editor';
import { normaliseEditorHtml } from '../../../src/web/ui/rich-text/normalise-html';

describe('normaliseEditorHtml', () => {
  it('turns Quill non-breaking spaces into wrapping spaces, keeping runs wide', () => {
    expect(normaliseEditorHtml('<p>a&nbsp;b</p>')).toBe('<p>a b</p>');
    expect(normaliseEditorHtml('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp; b</p>');
    expect(normaliseEditorHtml('<p>a\u00a0\u00a0b</p>')).toBe('<p>a &nbsp;b</p>');
  });

  it('treats an empty document as empty', () => {
    expect(normaliseEditorHtml('<p></p>')).toBe('');
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
    expect(normaliseEditorHtml('<p>&nbsp;</p>')).toBe('');
    expect(normaliseEditorHtml('<p><img src="https://x.test/a.png"></p>')).toBe('<p><img src="https://x.test/a.png"></p>');
  });

  // Its time on a long paste of "<" and of spaces: npm run bench:text.
  it('keeps a paste of "<" as it is', () => {
    expect(normaliseEditorHtml('<'.repeat(4))).toBe('<<<<');
  });
});

describe('RichTextEditor', () => {
  it('shows the initial HTML in a named editing area with the spec toolbar', async () => {
    render(<RichTextEditor aria-label="Description" value="<p>Hello <strong>team</strong></p>" />);
    const area = await screen.findByRole('textbox', { name: 'Description' });
    expect(area.innerHTML).toContain('<strong>team</strong>');
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Quote',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Link',
      'Image',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('reports edits as normalised HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Description" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'Description' });
    area.innerHTML = '<p>two words</p>';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>two words</p>'));
  });

  it('is read-only without a toolbar when asked', async () => {
    render(<RichTextEditor aria-label="Description" value="<p>x</p>" readOnly />);
    const area = await screen.findByRole('textbox', { name: 'Description' });
    expect(area).toHaveAttribute('contenteditable', 'false');
    expect(area).toHaveAttribute('aria-readonly', 'true');
  });
});
