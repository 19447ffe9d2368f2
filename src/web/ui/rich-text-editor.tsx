import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { normaliseEditorHtml, RICH_TEXT_TOOLBAR, TOOLBAR_LABELS } from './rich-text/normalise-html';

export interface RichTextEditorProps {
  /** Initial HTML; read once (the editor is uncontrolled). */
  value?: string;
  /** Called with normalised HTML ('' when empty) after each edit. */
  onChange?: (html: string) => void;
  readOnly?: boolean;
  /** Accessible name of the editing area. */
  'aria-label': string;
  /** Marks the editing area invalid (e.g. a required field left empty). */
  invalid?: boolean;
  className?: string;
  /** Called when the editing area loses focus. */
  onBlur?: () => void;
  /**
   * Receives a step that hands over edits Quill has not reported yet (it reads the page's changes
   * a moment later), so a form can read the text the user sees before checking it.
   */
  registerFlush?: (flush: () => void) => () => void;
}

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    '& .ql-editor': { minHeight: '160px', fontSize: tokens.fontSizeBase300 },
    // Quill's container is height: 100%, which collapses inside a Field; let the editor size it.
    '& .ql-container': { fontFamily: tokens.fontFamilyBase, height: 'auto' },
    '& .ql-toolbar.ql-snow, & .ql-container.ql-snow': { ...shorthands.borderColor(tokens.colorNeutralStroke1) },
  },
  invalid: { '& .ql-container.ql-snow': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) } },
  readOnly: {
    '& .ql-toolbar': { display: 'none' },
    '& .ql-container.ql-snow': { borderTopWidth: tokens.strokeWidthThin, borderTopStyle: 'solid' },
  },
});

/** Quill 2 wrapped for React 19 (react-quill does not support it): created once, edited in place. */
export function RichTextEditor({
  value = '',
  onChange,
  onBlur,
  registerFlush,
  readOnly = false,
  invalid = false,
  className,
  'aria-label': label,
}: RichTextEditorProps) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const latest = useRef({ onChange, onBlur, value });
  useEffect(() => {
    latest.current = { onChange, onBlur, value };
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const editorNode = container.appendChild(document.createElement('div'));
    const editor = new Quill(editorNode, {
      theme: 'snow',
      modules: {
        toolbar: RICH_TEXT_TOOLBAR,
        // Tab leaves the editor, as in every other field, instead of typing a tab character
        // (returning true lets the browser act); in a list, Quill's indent binding still runs first.
        keyboard: { bindings: { tab: { key: 'Tab', handler: () => true } } },
      },
    });
    editor.setContents(editor.clipboard.convert({ html: latest.current.value }), 'silent');
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    container.querySelectorAll('.ql-toolbar [aria-label]').forEach((control) => {
      const name = TOOLBAR_LABELS[control.getAttribute('aria-label') ?? ''];
      if (name) control.setAttribute('aria-label', name);
    });
    // Quill renders the heading picker as a span with role button and no name.
    container
      .querySelectorAll('.ql-picker.ql-header .ql-picker-label')
      .forEach((picker) => picker.setAttribute('aria-label', 'Text style'));
    editor.on('text-change', () => latest.current.onChange?.(normaliseEditorHtml(editor.getSemanticHTML())));
    // Leaving the editor hands over what was typed before the next control (Save) acts on it.
    editor.root.addEventListener('blur', () => {
      editor.update('user');
      latest.current.onBlur?.();
    });
    quill.current = editor;
    return () => {
      quill.current = null;
      container.replaceChildren();
    };
  }, []);

  useEffect(() => registerFlush?.(() => quill.current?.update('user')), [registerFlush]);

  useEffect(() => {
    const editor = quill.current;
    if (!editor) return;
    editor.enable(!readOnly);
    editor.root.setAttribute('aria-label', label);
    editor.root.setAttribute('aria-readonly', String(readOnly));
    editor.root.setAttribute('aria-invalid', String(invalid));
  }, [readOnly, invalid, label]);

  return <div ref={host} className={mergeClasses(styles.root, invalid && styles.invalid, readOnly && styles.readOnly, className)} />;
}
