import '@mantine/tiptap/styles.css';
import type { Language } from '@dukkan/contracts';
import { Input, Stack } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface RichTextFieldProps {
  label: string;
  /** The content's language: the editor writes in its direction whatever the UI language. */
  lang: Language;
  /** Initial HTML; the editor owns the text afterwards and reports each change. */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  testId: string;
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('fixedPagesAdmin.editor.bold'),
      italicControlLabel: t('fixedPagesAdmin.editor.italic'),
      underlineControlLabel: t('fixedPagesAdmin.editor.underline'),
      strikeControlLabel: t('fixedPagesAdmin.editor.strike'),
      h2ControlLabel: t('fixedPagesAdmin.editor.h2'),
      h3ControlLabel: t('fixedPagesAdmin.editor.h3'),
      h4ControlLabel: t('fixedPagesAdmin.editor.h4'),
      bulletListControlLabel: t('fixedPagesAdmin.editor.bulletList'),
      orderedListControlLabel: t('fixedPagesAdmin.editor.orderedList'),
      blockquoteControlLabel: t('fixedPagesAdmin.editor.blockquote'),
      linkControlLabel: t('fixedPagesAdmin.editor.link'),
      unlinkControlLabel: t('fixedPagesAdmin.editor.unlink'),
      undoControlLabel: t('fixedPagesAdmin.editor.undo'),
      redoControlLabel: t('fixedPagesAdmin.editor.redo'),
      linkEditorInputLabel: t('fixedPagesAdmin.editor.linkInput'),
      linkEditorInputPlaceholder: t('fixedPagesAdmin.editor.linkPlaceholder'),
      linkEditorSave: t('fixedPagesAdmin.editor.linkSave'),
      linkEditorExternalLink: t('fixedPagesAdmin.editor.linkExternal'),
      linkEditorInternalLink: t('fixedPagesAdmin.editor.linkInternal'),
    }),
    [t],
  );
}

/**
 * A labelled rich-text editor (Tiptap through Mantine) with the formatting the storefront
 * renders: bold, italic, underline, strike, headings 2–4, lists, quotes, links, undo/redo.
 * Whatever it sends, the API keeps only its allow-list.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { label, lang, initialValue, onChange, error, testId } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const labels = useEditorLabels();
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      // Links open in the same tab unless the editor's "new tab" switch says otherwise.
      Link.configure({ openOnClick: false, HTMLAttributes: { target: null, rel: null } }),
    ],
    content: initialValue,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        dir,
        lang,
        'data-testid': `${testId}-input`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const language = t(
    lang === 'ar' ? 'fixedPagesAdmin.editor.arabic' : 'fixedPagesAdmin.editor.english',
  );
  return (
    <Stack gap={6} data-testid={testId}>
      <Input.Label id={labelId} size="md" onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <RichTextEditor
        editor={editor}
        labels={labels}
        dir={dir}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('fixedPagesAdmin.editor.toolbar', { language })}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        {/* Long policies scroll inside the editor, so its toolbar stays in reach. */}
        <RichTextEditor.Content style={{ maxHeight: '28rem', overflowY: 'auto' }} />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} size="sm">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
