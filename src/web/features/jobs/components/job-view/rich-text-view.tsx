import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export interface RichTextViewProps {
  /** HTML the server already sanitised (allow-list of the editor's tags and ql-* classes). */
  html: string;
}

// Quill marks alignment and indentation with classes; without its stylesheet they need rules here.
const indents = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => [`& .ql-indent-${i + 1}`, { paddingInlineStart: `${3 * (i + 1)}em` }]),
);

const useStyles = makeStyles({
  root: {
    ...typographyStyles.body1,
    maxWidth: '80ch',
    overflowWrap: 'anywhere',
    '& p, & ul, & ol, & blockquote, & pre': { marginTop: 0, marginBottom: tokens.spacingVerticalS },
    '& h1, & h2, & h3, & h4, & h5, & h6': { marginTop: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXS },
    '& blockquote': {
      marginInline: 0,
      paddingInlineStart: tokens.spacingHorizontalM,
      borderLeftWidth: tokens.strokeWidthThicker,
      borderLeftStyle: 'solid',
      borderLeftColor: tokens.colorNeutralStroke1,
      color: tokens.colorNeutralForeground2,
    },
    '& pre': { padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, overflowX: 'auto' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& .ql-align-center': { textAlign: 'center' },
    '& .ql-align-right': { textAlign: 'end' },
    '& .ql-align-justify': { textAlign: 'justify' },
    ...indents,
  },
});

/** Stored rich text (the job description) shown as formatted, read-only content. */
export function RichTextView({ html }: RichTextViewProps) {
  const styles = useStyles();
  // Safe to inject: the server sanitised it before storing.
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: html }} />;
}
